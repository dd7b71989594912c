// The contact form's fields without zod: the form component imports these statically, and the
// schema (contact-schema.ts, shared with the server) loads on the first validation.

export const contactLimits = {
  name: 100,
  email: 254,
  company: 120,
  phone: 30,
  message: 2000,
} as const;

/** The simulated send takes as long as the spec's 1.5 s. */
export const submitDelayMs = 1500;

export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** "" until the visitor picks one. */
  inquiryType: string;
  message: string;
};

export const emptyContactValues: ContactFormValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  inquiryType: "",
  message: "",
};

/** The messages shown under the fields, in the page's language (English: app/content/contact.ts). */
export type ContactMessages = {
  name: string;
  emailRequired: string;
  emailFormat: string;
  inquiryType: string;
  message: string;
  /** "{max}" is the field's limit. */
  tooLong: string;
};

const requiredFields = ["name", "email", "inquiryType", "message"] as const;

/** Required fields left blank: any of them means the spec's 'Incomplete Form' toast. */
export function missingContactFields(
  values: ContactFormValues,
): Array<(typeof requiredFields)[number]> {
  return requiredFields.filter((field) => values[field].trim() === "");
}
