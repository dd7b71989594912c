/**
 * The admin inbox's side of the intake API, shared by the admin pages and the Node server. Apart
 * from intake-endpoints.ts, which every page's footer form reads: only the admin pages need these.
 */

/** The admin inbox API; every route needs a session cookie and the session's CSRF header. */
export const adminEndpoints = {
  submissions: "/api/admin/submissions",
  submission: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}`,
  handled: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/handled`,
  resume: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/resume`,
  exportCsv: "/api/admin/submissions.csv",
  interviewed: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/interviewed`,
  /** Every record tied to one email address: POST { email } to find, export or erase. */
  privacyFind: "/api/admin/privacy/find",
  privacyExport: "/api/admin/privacy/export",
  privacyErase: "/api/admin/privacy/erase",
} as const;

export const csrfHeader = "X-CSRF-Token";

/** Kinds and statuses the inbox filters by. */
export const submissionKinds = [
  "contact",
  "demo",
  "ticket",
  "application",
  "newsletter",
  "privacy",
] as const;
export const submissionStatuses = ["new", "handled"] as const;

export type SubmissionKind = (typeof submissionKinds)[number];
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** One stored submission as the admin API sends it. */
export type SubmissionRecord = {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  createdAt: string;
  handledAt: string | null;
  name: string;
  email: string;
  topic: string;
  message: string;
  details: Record<string, unknown>;
  resume: { name: string; type: string; size: number } | null;
  /** Applications: when the applicant was interviewed, and the date the outcome is due by. */
  interviewedAt: string | null;
  answerBy: string | null;
  /** Newsletter signups: when the address was confirmed; null while unconfirmed. */
  confirmedAt: string | null;
};

/** Ontario: an interviewed applicant is told the outcome within 45 days of the last interview. */
export const answerWithinDays = 45;
