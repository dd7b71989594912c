/**
 * What each endpoint accepts: the form's own zod schema (the one the browser validates with), plus
 * the idempotency key, the honeypot and, for the contact form, the pre-fill context. Objects are
 * strict, so an unknown field is a 400, not silently dropped.
 */
import { contactSchema } from "~/features/contact-form/contact-schema";
import {
  applicationSchema,
  limits as applicationLimits,
  resumeMaxBytes,
} from "~/features/job-application/application-schema";
import { loginSchema } from "~/features/login/login-schema";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { ticketSchema } from "~/features/support-center/ticket-schema";
import { privacyRequestSchema } from "~/features/privacy-request/privacy-request-schema";
import { intakeFields } from "~/lib/intake-endpoints";
import { emailAddressPattern } from "~/lib/email-address";
import { submissionKinds, submissionStatuses } from "~/lib/admin-endpoints";
import { contactContextKeys, contactContextMaxLength } from "~/lib/contact-context-keys";
import { z } from "~/lib/zod";

const meta = {
  [intakeFields.idempotencyKey]: z.string().check(z.regex(/^[\w-]{16,128}$/)),
  [intakeFields.honeypot]: z.optional(z.string().check(z.maxLength(500))),
};

const contextValue = z.optional(z.string().check(z.maxLength(contactContextMaxLength)));

export const contactContextSchema = z.strictObject(
  Object.fromEntries(contactContextKeys.map((key) => [key, contextValue])) as Record<
    (typeof contactContextKeys)[number],
    typeof contextValue
  >,
);

export const contactRequestSchema = z.strictObject({
  ...contactSchema.shape,
  ...meta,
  context: z.optional(contactContextSchema),
});

export const ticketRequestSchema = z.strictObject({ ...ticketSchema.shape, ...meta });

export const newsletterRequestSchema = z.strictObject({ ...newsletterSchema.shape, ...meta });

export const privacyRequestWireSchema = z.strictObject({ ...privacyRequestSchema.shape, ...meta });

/** The résumé arrives as a file part; its name is validated like the browser does, its bytes are sniffed. */
export const applicationRequestSchema = z.strictObject({
  ...applicationSchema.shape,
  ...meta,
  jobTitle: z.string().check(z.trim(), z.minLength(1), z.maxLength(applicationLimits.jobTitle)),
});

export const loginRequestSchema = z.strictObject(loginSchema.shape);

export const privacyActionSchema = z.strictObject({
  email: z.string().check(z.trim(), z.regex(emailAddressPattern, "Enter one email address.")),
  confirm: z.optional(z.boolean()),
});

export const inboxFilterSchema = z.object({
  kind: z.optional(z.enum(submissionKinds)),
  status: z.optional(z.enum(submissionStatuses)),
  q: z.optional(z.string().check(z.maxLength(200))),
  /** An opaque page cursor from the previous page's nextCursor. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.minimum(1), z.maximum(500))),
});

export { resumeMaxBytes };
