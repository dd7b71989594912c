/**
 * Job application rules, kept pure so the form, the stored record and the tests share them.
 * Only the résumé's file name is kept: the file itself never leaves the visitor's browser.
 */
import { z } from "~/lib/zod";
import { applicationMessages, applyPage, type applicationForm } from "~/content/job-application";
import { fillTemplate } from "~/lib/fill-template";

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

/** The validation messages in one language (app/content/job-application.ts). */
export type ApplicationMessages = typeof applicationMessages;

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
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, messages.emailRequired),
        z.maxLength(limits.email, tooLong("emailAddress", limits.email)),
        z.regex(/^\S+@\S+$/, messages.emailInvalid),
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

/** The English general application (tests and the server's view of the English page). */
export const defaultJobTitle = /* @__PURE__ */ (() => applyPage.defaultJobTitle)();

/**
 * The job title arrives in the query string, so it is untrusted: control characters are
 * dropped, whitespace collapsed and the length capped; it is only ever rendered as text.
 */
export function jobTitleFromQuery(
  raw: string | null | undefined,
  /** The page's language's general application (`defaultJobTitle` in English). */
  fallback: string,
): string {
  if (!raw) return fallback;
  const cleaned = Array.from(
    raw
      .replace(/[\p{Cc}\p{Cf}]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, limits.jobTitle)
    .join("")
    .trim();
  return cleaned === "" ? fallback : cleaned;
}

export const submitDelayMs = 1500;

/** The form's copy in one language (app/content/job-application.ts). */
export type ApplicationFormCopy = typeof applicationForm;

/** The success toast's text: sent to the intake service (stored) or kept in this browser. */
export function successDescription(
  jobTitle: string,
  stored = false,
  copy: Pick<ApplicationFormCopy, "successStored" | "successDemo">,
): string {
  return fillTemplate(stored ? copy.successStored : copy.successDemo, { jobTitle });
}
