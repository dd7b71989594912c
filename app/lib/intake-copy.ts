import { honeypotValue, sendIntake } from "./intake-client";
import { nativeNotSentMessage, notSentMessage } from "./not-sent";
import type { NotSentTemplates, SentThing } from "./not-sent";
import type { SiteLocale } from "./locales";
import type { createSubmissionKeys } from "./intake-client";
import { intakeFields } from "./intake-endpoints";
import type { NativeError } from "./intake-endpoints";

/** A toast's text. */
export type ToastText = { title: string; description: string };

/**
 * The 'Not Sent' toasts of one form in the page's language, as data: loaders build it from the
 * language's toast functions (app/content/intake.ts and its translations), so a form receives it
 * as props and never imports another language's copy.
 */
export type NotSentCopy = {
  network: ToastText;
  server: ToastText;
  rejected: ToastText;
  /** "Too many sent": by minutes to wait, 1 to 10; `busyLater` has "{minutes}" for longer waits. */
  busy: ToastText[];
  busyLater: ToastText;
  /** A submission the browser sent itself was refused. */
  native: Record<NativeError, ToastText>;
};

type Failure = { reason: "network" | "server" | "busy" | "rejected"; retryAfterSeconds?: number };
type NotSentFn = (what: SentThing, mailbox: string, failure: Failure) => ToastText;
type NativeNotSentFn = (what: SentThing, mailbox: string, error: NativeError) => ToastText;

/** One language's 'Not Sent' builders, from its templates (app/content/intake.ts and translations). */
export function notSentToastsIn(templates: NotSentTemplates, locale: SiteLocale) {
  return {
    notSentToast: ((what, mailbox, failure) =>
      notSentMessage(templates, locale, what, mailbox, failure)) as NotSentFn,
    nativeNotSentToast: ((what, mailbox, error) =>
      nativeNotSentMessage(templates, what, mailbox, error)) as NativeNotSentFn,
  };
}

// Below 1000, so no language groups its digits and the placeholder can be put back by plain text.
const sentinel = 999;
const nativeErrors: NativeError[] = ["invalid", "busy", "locked", "failed"];

/** For loaders: the language's toast functions called for every outcome. */
export function notSentCopy(
  toasts: { notSentToast: NotSentFn; nativeNotSentToast: NativeNotSentFn },
  what: SentThing,
  mailbox: string,
): NotSentCopy {
  const later = toasts.notSentToast(what, mailbox, {
    reason: "busy",
    retryAfterSeconds: sentinel * 60,
  });
  return {
    network: toasts.notSentToast(what, mailbox, { reason: "network" }),
    server: toasts.notSentToast(what, mailbox, { reason: "server" }),
    rejected: toasts.notSentToast(what, mailbox, { reason: "rejected" }),
    busy: Array.from({ length: 10 }, (_, index) =>
      toasts.notSentToast(what, mailbox, { reason: "busy", retryAfterSeconds: (index + 1) * 60 }),
    ),
    busyLater: {
      title: later.title,
      description: later.description.replace(String(sentinel), "{minutes}"),
    },
    native: Object.fromEntries(
      nativeErrors.map((error) => [error, toasts.nativeNotSentToast(what, mailbox, error)]),
    ) as Record<NativeError, ToastText>,
  };
}

/** The toast for a failed send, from the page's copy. */
export function notSentText(copy: NotSentCopy, failure: Failure): ToastText {
  if (failure.reason !== "busy") return copy[failure.reason];
  const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60));
  const exact = copy.busy[minutes - 1];
  if (exact) return exact;
  return {
    title: copy.busyLater.title,
    description: copy.busyLater.description.replace("{minutes}", String(minutes)),
  };
}

/**
 * sendForm (app/lib/intake-client.ts) with the page's 'Not Sent' copy: posts the validated values
 * with the idempotency key and honeypot; null when stored, otherwise the toast to show.
 */
export async function sendFormIn(
  copy: NotSentCopy,
  endpoint: string,
  values: Record<string, unknown>,
  options: { keys: ReturnType<typeof createSubmissionKeys>; form: EventTarget | null | undefined },
): Promise<ToastText | null> {
  const result = await sendIntake(endpoint, {
    ...values,
    [intakeFields.idempotencyKey]: options.keys.keyFor(JSON.stringify(values)),
    [intakeFields.honeypot]: honeypotValue(options.form),
  });
  if (!result.ok) return notSentText(copy, result);
  options.keys.done();
  return null;
}
