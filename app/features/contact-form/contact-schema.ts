import { z } from "~/lib/zod";
import { inquiryTypes } from "~/content/contact";
import type { InquiryType } from "~/content/contact";
import { contactLimits, contactMessages } from "./contact-fields";

// The schema the browser validates with and the server enforces (server/wire-schemas.ts). The
// form loads it on its first validation; its zod-free fields live in contact-fields.ts.
export {
  contactLimits,
  contactMessages,
  emptyContactValues,
  missingContactFields,
  submitDelayMs,
} from "./contact-fields";
export type { ContactFormValues } from "./contact-fields";

const inquiryValues = inquiryTypes.map((type) => type.value) as [InquiryType, ...InquiryType[]];

/** Trimmed text: required text needs at least one character, everything has a maximum. */
const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, contactMessages.tooLong(max)),
    );

export const contactSchema = z.object({
  name: text(contactLimits.name, contactMessages.name),
  // The format is checked only once the address is present, so a blank field gets one message.
  email: z.pipe(text(contactLimits.email, contactMessages.email), z.email(contactMessages.emailFormat)),
  company: text(contactLimits.company),
  phone: text(contactLimits.phone),
  inquiryType: z.pipe(z.string(), z.enum(inquiryValues, { error: contactMessages.inquiryType })),
  message: text(contactLimits.message, contactMessages.message),
});

export type ContactSubmission = z.output<typeof contactSchema>;
