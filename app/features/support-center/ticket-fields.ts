// The ticket form's fields without zod: the form component imports these statically, and the
// schema (ticket-schema.ts, shared with the server) loads on the first validation.

export const ticketLimits = { name: 100, email: 254, subject: 150, message: 2000 } as const;

/** The simulated submission takes as long as the spec's 1.5 s. */
export const ticketDelayMs = 1500;

export type TicketFormValues = {
  name: string;
  email: string;
  subject: string;
  /** "" until the visitor picks one. */
  department: string;
  message: string;
};

export const emptyTicketValues: TicketFormValues = {
  name: "",
  email: "",
  subject: "",
  department: "",
  message: "",
};

/** The messages shown under the fields, in the page's language (English: app/content/support.ts). */
export type TicketMessages = {
  name: string;
  emailRequired: string;
  emailFormat: string;
  subject: string;
  department: string;
  message: string;
  /** "{max}" is the field's limit. */
  tooLong: string;
};

const ticketFields = ["name", "email", "subject", "department", "message"] as const;

/** Blank fields: every ticket field is required, and any blank one means 'Incomplete Form'. */
export function missingTicketFields(
  values: TicketFormValues,
): Array<(typeof ticketFields)[number]> {
  return ticketFields.filter((field) => values[field].trim() === "");
}
