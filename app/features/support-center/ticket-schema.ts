import { z } from "~/lib/zod";
import { departments } from "~/content/support";
import type { Department } from "~/content/support";

export const ticketLimits = { name: 100, email: 254, subject: 150, message: 2000 } as const;

/** The simulated submission takes as long as the spec's 1.5 s. */
export const ticketDelayMs = 1500;

const departmentValues = departments.map((department) => department.value) as [
  Department,
  ...Department[],
];

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

const tooLong = (max: number) => `Use at most ${max} characters.`;

/** Required trimmed text with a maximum length. */
const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong(max)));

export const ticketSchema = z.object({
  name: text(ticketLimits.name, "Enter your name."),
  // The format is checked only once the address is present, so a blank field gets one message.
  email: z.pipe(
    text(ticketLimits.email, "Enter your email address."),
    z.email("Enter a valid email address, for example name@company.ca."),
  ),
  subject: text(ticketLimits.subject, "Enter a subject."),
  department: z.pipe(z.string(), z.enum(departmentValues, { error: "Choose a department." })),
  message: text(ticketLimits.message, "Describe your request."),
});

export type TicketSubmission = z.output<typeof ticketSchema>;

const ticketFields = ["name", "email", "subject", "department", "message"] as const;

/** Blank fields: every ticket field is required, and any blank one means 'Incomplete Form'. */
export function missingTicketFields(
  values: TicketFormValues,
): Array<(typeof ticketFields)[number]> {
  return ticketFields.filter((field) => values[field].trim() === "");
}
