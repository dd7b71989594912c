import { z } from "zod";
import { newsletterCopy } from "~/content/nav";

const { errors, maxLength } = newsletterCopy;

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, errors.required)
    .max(maxLength, errors.tooLong)
    .pipe(z.email(errors.invalid)),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
