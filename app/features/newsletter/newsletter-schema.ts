import { z } from "~/lib/zod";
import { newsletterCopy } from "~/content/nav";
import { emailAddressPattern } from "~/lib/email-address";

const { maxLength } = newsletterCopy;

/** The messages under the field, in one language (English: app/content/nav.ts). */
export type NewsletterErrors = { required: string; invalid: string; tooLong: string };

/**
 * The schema with its messages in one language: the browser builds it with the page's messages,
 * the server with English (`newsletterSchema`). The checks are the same in every language.
 */
export function newsletterSchemaWith(errors: NewsletterErrors = newsletterCopy.errors) {
  return z.object({
    // The format is checked only once the address is present, so a blank field gets one message.
    // One address only (app/lib/email-address.ts): the same check in every form and the server.
    email: z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(1, errors.required), z.maxLength(maxLength, errors.tooLong)),
      z.string().check(z.regex(emailAddressPattern, errors.invalid)),
    ),
  });
}

export const newsletterSchema = newsletterSchemaWith();

export type NewsletterValues = z.infer<typeof newsletterSchema>;
