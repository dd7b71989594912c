/**
 * Job application rules without zod, so the form imports them statically and loads the schema
 * (application-schema.ts, shared with the server) on its first validation. Only the résumé's file
 * name is kept: the file itself never leaves the visitor's browser.
 */
import {
  applyPage,
  type applicationForm,
  type applicationMessages,
} from "~/content/job-application";
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

/** What the form holds (the schema's input). */
export type ApplicationInput = {
  fullName: string;
  email: string;
  phone: string;
  coverLetter: string;
  resume: ResumeFile | null;
};

export const emptyApplication: ApplicationInput = {
  fullName: "",
  email: "",
  phone: "",
  coverLetter: "",
  resume: null,
};

/** The stored record, per the spec's job application entity (checked by storedApplicationSchema). */
export type StoredApplication = {
  id: string;
  jobTitle: string;
  fullName: string;
  email: string;
  phone: string;
  coverLetter: string;
  resume: string;
  appliedAt: string;
};

/** A checked application (the schema's output, trimmed) becomes the stored record. */
export function toStoredApplication(
  values: ApplicationInput,
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
