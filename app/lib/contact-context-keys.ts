/** The query parameters that pre-fill the contact form, stored with the message as its context. */
export const contactContextKeys = [
  "demo",
  "product",
  "plan",
  "service",
  "assessment",
  "subject",
] as const;
export const contactContextMaxLength = 200;
