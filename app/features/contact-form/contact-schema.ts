import { z } from "~/lib/zod";
import { contactValidation, inquiryTypes } from "~/content/contact";
import { emailAddressPattern } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";
import type { InquiryType } from "~/content/contact";
import { contactLimits } from "./contact-fields";
import type { ContactMessages } from "./contact-fields";

// The schema the browser validates with and the server enforces (server/wire-schemas.ts). The
// form loads it on its first validation; its zod-free fields live in contact-fields.ts.
export {
  contactLimits,
  emptyContactValues,
  missingContactFields,
  submitDelayMs,
} from "./contact-fields";
export type { ContactFormValues, ContactMessages } from "./contact-fields";

const inquiryValues = inquiryTypes.map((type) => type.value) as [InquiryType, ...InquiryType[]];

/**
 * The schema with its messages in one language: the browser builds it with the page's messages,
 * the server with English (`contactSchema`). The checks are the same in every language.
 */
export function contactSchemaWith(messages: ContactMessages = contactValidation) {
  /** Trimmed text: required text needs at least one character, everything has a maximum. */
  const text = (max: number, required?: string) =>
    z
      .string()
      .check(
        z.trim(),
        ...(required ? [z.minLength(1, required)] : []),
        z.maxLength(max, fillTemplate(messages.tooLong, { max })),
      );

  return z.object({
    name: text(contactLimits.name, messages.name),
    // The format is checked only once the address is present, so a blank field gets one message.
    // One address only (app/lib/email-address.ts): the same check in every form and the server.
    email: z.pipe(
      text(contactLimits.email, messages.emailRequired),
      z.string().check(z.regex(emailAddressPattern, messages.emailFormat)),
    ),
    company: text(contactLimits.company),
    phone: text(contactLimits.phone),
    inquiryType: z.pipe(z.string(), z.enum(inquiryValues, { error: messages.inquiryType })),
    message: text(contactLimits.message, messages.message),
  });
}

export const contactSchema = contactSchemaWith();

export type ContactSubmission = z.output<typeof contactSchema>;
