/**
 * The job application's zod schemas: the form loads createApplicationSchema on its first
 * validation (application-resolver.ts), the server enforces `applicationSchema`
 * (server/wire-schemas.ts), and the static build's store checks stored records with
 * `storedApplicationSchema`. The zod-free rules live in application-fields.ts.
 */
import { z } from "~/lib/zod";
import { applicationMessages } from "~/content/job-application";
import { emailAddressPattern } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";
import { isAcceptedResume, limits, resumeMaxBytes } from "./application-fields";
import type { ApplicationMessages, ResumeFile } from "./application-fields";

// The server imports only schema modules (eslint.config.js): the limits it checks come from here.
export { limits, resumeMaxBytes } from "./application-fields";

/**
 * The rules, with messages in the page's language. The browser builds it from the route's loader
 * data; the server validates with the English `applicationSchema` (same rules, same shape).
 */
export function createApplicationSchema(messages: ApplicationMessages) {
  const tooLong = (field: keyof ApplicationMessages["fieldNames"], max: number) =>
    fillTemplate(messages.tooLong, { field: messages.fieldNames[field], max });
  return z.object({
    fullName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.fullNameRequired),
        z.maxLength(limits.fullName, tooLong("fullName", limits.fullName)),
      ),
    email: z.string().check(
      z.trim(),
      z.minLength(1, messages.emailRequired),
      z.maxLength(limits.email, tooLong("emailAddress", limits.email)),
      // One address only (app/lib/email-address.ts): the same check in every form and the server.
      z.regex(emailAddressPattern, messages.emailInvalid),
    ),
    phone: z.string().check(z.trim(), z.maxLength(limits.phone, tooLong("phone", limits.phone))),
    coverLetter: z
      .string()
      .check(z.maxLength(limits.coverLetter, tooLong("coverLetter", limits.coverLetter))),
    resume: z.custom<ResumeFile | null>().check(
      z.superRefine((file, ctx) => {
        if (!file || typeof file.name !== "string" || file.name === "") {
          ctx.addIssue({ code: "custom", message: messages.resumeRequired });
        } else if (!isAcceptedResume(file.name)) {
          ctx.addIssue({ code: "custom", message: messages.resumeType });
        } else if (typeof file.size === "number" && file.size > resumeMaxBytes) {
          ctx.addIssue({ code: "custom", message: messages.resumeSize });
        }
      }),
    ),
  });
}

/** The English schema: the server validates applications with it (pure: no page ships it). */
export const applicationSchema = /* @__PURE__ */ (() =>
  createApplicationSchema(applicationMessages))();

/** A checked application: the name, email and phone trimmed. */
export type ApplicationValues = z.output<typeof applicationSchema>;

/** The stored record, per the spec's job application entity (typed in application-fields.ts). */
export const storedApplicationSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  coverLetter: z.string(),
  resume: z.string(),
  appliedAt: z.string(),
});
