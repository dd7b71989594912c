import { z } from "~/lib/zod";
import { newsletterCopy } from "~/content/nav";

const { errors, maxLength } = newsletterCopy;

export const newsletterSchema = z.object({
  // The format is checked only once the address is present, so a blank field gets one message.
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, errors.required), z.maxLength(maxLength, errors.tooLong)),
    z.email(errors.invalid),
  ),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
