import { z } from "zod";
import { departments } from "~/content/support";
import type { Department } from "~/content/support";

// The page CSP forbids eval; jitless skips zod's `new Function` probe, which browsers report.
z.config({ jitless: true });

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

export const ticketSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name.")
    .max(ticketLimits.name, `Use at most ${ticketLimits.name} characters.`),
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address.")
    .max(ticketLimits.email, `Use at most ${ticketLimits.email} characters.`)
    .pipe(z.email("Enter a valid email address, for example name@company.ca.")),
  subject: z
    .string()
    .trim()
    .min(1, "Enter a subject.")
    .max(ticketLimits.subject, `Use at most ${ticketLimits.subject} characters.`),
  department: z.string().pipe(z.enum(departmentValues, { error: "Choose a department." })),
  message: z
    .string()
    .trim()
    .min(1, "Describe your request.")
    .max(ticketLimits.message, `Use at most ${ticketLimits.message} characters.`),
});

export type TicketSubmission = z.output<typeof ticketSchema>;

const ticketFields = ["name", "email", "subject", "department", "message"] as const;

/** Blank fields: every ticket field is required, and any blank one means 'Incomplete Form'. */
export function missingTicketFields(
  values: TicketFormValues,
): Array<(typeof ticketFields)[number]> {
  return ticketFields.filter((field) => values[field].trim() === "");
}
