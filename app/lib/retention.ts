/**
 * How long the intake service keeps each kind of record: one table read by the server's purge
 * (server/privacy.ts) and by the privacy policy that states it, so the two cannot drift. Days are
 * counted from receipt, except applications, counted from the decision.
 */
/**
 * How long each kind is kept, in days, counted from when it was received, except applications,
 * counted from the decision (marked handled). Newsletter signups are kept while subscribed; one
 * never confirmed is dropped after `unconfirmedNewsletterDays`.
 */
export type RetentionPolicy = {
  contact: number;
  demo: number;
  ticket: number;
  /** After the decision; an application never decided is kept `undecidedApplicationDays`. */
  application: number;
  undecidedApplicationDays: number;
  unconfirmedNewsletterDays: number;
  /** Privacy requests themselves: the proof that a request was answered. */
  privacy: number;
};

/** The defaults; an operator may shorten or lengthen them (RETENTION_<KIND>_DAYS). */
export const defaultRetention: RetentionPolicy = {
  contact: 730,
  demo: 730,
  ticket: 730,
  application: 365,
  undecidedApplicationDays: 730,
  unconfirmedNewsletterDays: 30,
  privacy: 730,
};

