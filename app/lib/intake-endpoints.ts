/**
 * Where the intake service listens, shared by the browser forms (their `action`, and the fetch
 * each submit makes) and the Node server that answers them, so the two can never drift apart.
 */
export const intakeEndpoints = {
  contact: "/api/contact",
  ticket: "/api/tickets",
  application: "/api/applications",
  newsletter: "/api/newsletter",
  login: "/api/login",
  logout: "/api/logout",
  session: "/api/session",
} as const;

export type IntakeEndpoint = keyof typeof intakeEndpoints;

/**
 * Where a form submitted natively (before hydration, or without JavaScript) lands afterwards:
 * fixed pages, never one the request names. The server adds one of `nativeOutcome`'s markers and
 * the page shows the matching confirmation or error, then drops the marker from the URL.
 */
export const nativeReturnPages = {
  [intakeEndpoints.contact]: "/contact",
  [intakeEndpoints.ticket]: "/support",
  [intakeEndpoints.application]: "/careers/apply",
  [intakeEndpoints.newsletter]: "/",
  [intakeEndpoints.login]: "/login",
} as const;

/** The query markers of a native submission's outcome: never anything the visitor typed. */
export const nativeOutcome = {
  sentParam: "sent",
  errorParam: "error",
  /** The admin page after a native sign-in (its pre-paint gate lets this one load through). */
  signedInParam: "signed-in",
  errors: ["invalid", "busy", "locked", "failed"],
} as const;

export type NativeError = (typeof nativeOutcome.errors)[number];

/** The admin inbox API; every route needs a session cookie and the session's CSRF header. */
export const adminEndpoints = {
  submissions: "/api/admin/submissions",
  submission: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}`,
  handled: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/handled`,
  resume: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/resume`,
  exportCsv: "/api/admin/submissions.csv",
} as const;

/** Field names every intake request shares with the forms, besides each form's own fields. */
export const intakeFields = {
  /** One per submission attempt: a retry of the same content reuses it, so nothing is stored twice. */
  idempotencyKey: "idempotencyKey",
  /** The honeypot: hidden from people, filled in by form-filling bots. */
  honeypot: "website",
} as const;

export const csrfHeader = "X-CSRF-Token";

/** The query parameters that pre-fill the contact form, stored with the message as its context. */
export const contactContextKeys = ["demo", "product", "plan", "service", "assessment", "subject"] as const;
export const contactContextMaxLength = 200;

/** Kinds and statuses the inbox filters by. */
export const submissionKinds = ["contact", "demo", "ticket", "application", "newsletter"] as const;
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
};
