/**
 * Job application rules without zod, so the form imports them statically and loads the schema
 * (application.ts, shared with the server) on its first validation. Only the résumé's file name is
 * kept: the file itself never leaves the visitor's browser.
 */
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

/** What the form holds (the schema's input). */
export type ApplicationInput = {
  fullName: string;
  email: string;
  phone: string;
  coverLetter: string;
  resume: ResumeFile | null;
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

export const emptyApplication: ApplicationInput = {
  fullName: "",
  email: "",
  phone: "",
  coverLetter: "",
  resume: null,
};

export function toStoredApplication(
  values: Omit<ApplicationInput, "resume"> & { resume: ResumeFile | null },
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
