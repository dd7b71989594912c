/**
 * Job application rules, kept pure so the form, the stored record and the tests share them.
 * Only the résumé's file name is kept: the file itself never leaves the visitor's browser.
 */
import { z } from "~/lib/zod";
import { site } from "~/content/site";

export const limits = {
  fullName: 100,
  email: 254,
  phone: 30,
  coverLetter: 5000,
  jobTitle: 120,
} as const;

export const acceptedResumeExtensions = [".pdf", ".doc", ".docx"] as const;
/** The file picker's accept attribute: extensions plus their MIME types. */
export const resumeAccept = [
  ...acceptedResumeExtensions,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

export const messages = {
  fullNameRequired: "Full name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email address.",
  resumeRequired: "Resume is required.",
  resumeType: "Please upload a PDF, DOC or DOCX file.",
  resumeSize: "Please upload a file of at most 5 MB.",
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer.`,
} as const;

/** The picker's accept list is only a hint, so the extension is checked again here. */
export function isAcceptedResume(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return acceptedResumeExtensions.some(
    (extension) => lower.endsWith(extension) && lower.length > extension.length,
  );
}

/** The intake service refuses larger files; the form says so before sending. */
export const resumeMaxBytes = 5 * 1024 * 1024;

/** Anything with a name: a browser File in the form, a plain object in tests (size when known). */
export type ResumeFile = { name: string; size?: number };

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

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;

export const emptyApplication: ApplicationInput = {
  fullName: "",
  email: "",
  phone: "",
  coverLetter: "",
  resume: null,
};

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

export type StoredApplication = z.infer<typeof storedApplicationSchema>;

export function toStoredApplication(
  values: ApplicationValues,
  jobTitle: string,
  now: Date,
): StoredApplication {
  return {
    id: String(now.getTime()),
    jobTitle,
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    coverLetter: values.coverLetter,
    resume: values.resume?.name ?? "",
    appliedAt: now.toISOString(),
  };
}

export const defaultJobTitle = `General Application — ${site.name}`;

/**
 * The job title arrives in the query string, so it is untrusted: control characters are
 * dropped, whitespace collapsed and the length capped; it is only ever rendered as text.
 */
export function jobTitleFromQuery(raw: string | null | undefined): string {
  if (!raw) return defaultJobTitle;
  const cleaned = Array.from(
    raw
      .replace(/[\p{Cc}\p{Cf}]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, limits.jobTitle)
    .join("")
    .trim();
  return cleaned === "" ? defaultJobTitle : cleaned;
}

export const submitDelayMs = 1500;

/** After an application the browser sent itself (before the page was interactive). */
export const nativeSuccessDescription =
  "Thank you for applying. Your application has reached our recruiting team, who will reply by email.";

export function successDescription(jobTitle: string, stored = false): string {
  if (stored) {
    return `Thank you for applying for the ${jobTitle} position. Your application has reached our recruiting team, who will reply by email.`;
  }
  return `Thank you for applying for the ${jobTitle} position. Your application has been recorded. It would also have been emailed to our recruiting team if an email service were active.`;
}
