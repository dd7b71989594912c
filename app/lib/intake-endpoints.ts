/**
 * Where the intake service listens, shared by the browser forms (their `action`, and the fetch
 * each submit makes) and the Node server that answers them, so the two can never drift apart.
 */
export const intakeEndpoints = {
  contact: "/api/contact",
  ticket: "/api/tickets",
  application: "/api/applications",
  newsletter: "/api/newsletter",
  privacyRequest: "/api/privacy-requests",
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
  [intakeEndpoints.privacyRequest]: "/privacy-policy",
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

/**
 * The home page's marker after a newsletter email's link: the address confirmed, it asked for no
 * more mail, or the link was not valid. Fixed words, never anything from the link.
 */
export const newsletterOutcomeParam = "newsletter";
export const newsletterOutcomes = ["confirmed", "unsubscribed", "invalid"] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

/** Field names every intake request shares with the forms, besides each form's own fields. */
export const intakeFields = {
  /** One per submission attempt: a retry of the same content reuses it, so nothing is stored twice. */
  idempotencyKey: "idempotencyKey",
  /** The honeypot: hidden from people, filled in by form-filling bots. */
  honeypot: "website",
} as const;
