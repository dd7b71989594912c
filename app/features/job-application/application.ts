/**
 * The job application's zod schemas: the form loads applicationSchema on its first validation
 * (application-resolver.ts), the server enforces it (server/wire-schemas.ts), and the static
 * build's store checks stored records with storedApplicationSchema. The zod-free rules live in
 * application-fields.ts and are re-exported here.
 */
import { z } from "~/lib/zod";
import { isAcceptedResume, limits, messages, resumeMaxBytes } from "./application-fields";
import type { ResumeFile } from "./application-fields";

export * from "./application-fields";

export const applicationSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.fullNameRequired),
      z.maxLength(limits.fullName, messages.tooLong("Full name", limits.fullName)),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.emailRequired),
      z.maxLength(limits.email, messages.tooLong("Email", limits.email)),
      z.regex(/^\S+@\S+$/, messages.emailInvalid),
    ),
  phone: z
    .string()
    .check(z.trim(), z.maxLength(limits.phone, messages.tooLong("Phone number", limits.phone))),
  coverLetter: z
    .string()
    .check(z.maxLength(limits.coverLetter, messages.tooLong("Cover letter", limits.coverLetter))),
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

export type ApplicationValues = z.output<typeof applicationSchema>;

/** The stored record, per the spec's job application entity. */
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


