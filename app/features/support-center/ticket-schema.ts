import { z } from "~/lib/zod";
import { departments, ticketValidation } from "~/content/support";
import { emailAddressPattern } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";
import type { Department } from "~/content/support";
import { ticketLimits } from "./ticket-fields";
import type { TicketMessages } from "./ticket-fields";

// The schema the browser validates with and the server enforces (server/wire-schemas.ts). The
// form loads it on its first validation; its zod-free fields live in ticket-fields.ts.
export {
  emptyTicketValues,
  missingTicketFields,
  ticketDelayMs,
  ticketLimits,
} from "./ticket-fields";
export type { TicketFormValues, TicketMessages } from "./ticket-fields";

const departmentValues = departments.map((department) => department.value) as [
  Department,
  ...Department[],
];

/**
 * The schema with its messages in one language: the browser builds it with the page's messages,
 * the server with English (`ticketSchema`). The checks are the same in every language.
 */
export function ticketSchemaWith(messages: TicketMessages = ticketValidation) {
  /** Required trimmed text with a maximum length. */
  const text = (max: number, required: string) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, required),
        z.maxLength(max, fillTemplate(messages.tooLong, { max })),
      );

  return z.object({
    name: text(ticketLimits.name, messages.name),
    // The format is checked only once the address is present, so a blank field gets one message.
    // One address only (app/lib/email-address.ts): the same check in every form and the server.
    email: z.pipe(
      text(ticketLimits.email, messages.emailRequired),
      z.string().check(z.regex(emailAddressPattern, messages.emailFormat)),
    ),
    subject: text(ticketLimits.subject, messages.subject),
    department: z.pipe(z.string(), z.enum(departmentValues, { error: messages.department })),
    message: text(ticketLimits.message, messages.message),
  });
}

export const ticketSchema = ticketSchemaWith();

export type TicketSubmission = z.output<typeof ticketSchema>;
