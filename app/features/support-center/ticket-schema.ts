import { z } from "~/lib/zod";
import { departments } from "~/content/support";
import type { Department } from "~/content/support";
import { ticketLimits, ticketMessages } from "./ticket-fields";

// The schema the browser validates with and the server enforces (server/wire-schemas.ts). The
// form loads it on its first validation; its zod-free fields live in ticket-fields.ts.
export {
  emptyTicketValues,
  missingTicketFields,
  ticketDelayMs,
  ticketLimits,
  ticketMessages,
} from "./ticket-fields";
export type { TicketFormValues } from "./ticket-fields";

const departmentValues = departments.map((department) => department.value) as [
  Department,
  ...Department[],
];

/** Required trimmed text with a maximum length. */
const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, ticketMessages.tooLong(max)));

export const ticketSchema = z.object({
  name: text(ticketLimits.name, ticketMessages.name),
  // The format is checked only once the address is present, so a blank field gets one message.
  email: z.pipe(text(ticketLimits.email, ticketMessages.email), z.email(ticketMessages.emailFormat)),
  subject: text(ticketLimits.subject, ticketMessages.subject),
  department: z.pipe(z.string(), z.enum(departmentValues, { error: ticketMessages.department })),
  message: text(ticketLimits.message, ticketMessages.message),
});

export type TicketSubmission = z.output<typeof ticketSchema>;
