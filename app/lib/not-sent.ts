// Relative imports only: the English content module app/content/intake.ts uses this file, and
// react-router.config.ts loads content modules outside Vite.
import { plural } from "./format";
import type { PluralForms } from "./format";
import type { SiteLocale } from "./locales";
import { fillTemplate } from "./fill-template";

export type SentThing = "message" | "ticket" | "application" | "signup";
export type SendFailureReason = "network" | "server" | "busy" | "rejected";
export type NativeSendError = "invalid" | "busy" | "locked" | "failed";

/** The shape of `notSentCopy` (app/content/intake.ts) in any language. */
export type NotSentTemplates = {
  title: string;
  notSent: Record<SentThing, string>;
  live: Record<SendFailureReason | "fallback", string> & { minutes: PluralForms };
  native: Record<"busy" | "invalid" | "failed", string>;
};

export type NotSentNotice = { title: string; description: string };

/** The toast for a form that could not reach the intake service; the form still holds the text. */
export function notSentMessage(
  copy: NotSentTemplates,
  locale: SiteLocale,
  what: SentThing,
  mailbox: string,
  failure: { reason: SendFailureReason; retryAfterSeconds?: number },
): NotSentNotice {
  const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 600) / 60));
  return {
    title: copy.title,
    description: fillTemplate(copy.live[failure.reason], {
      notSent: copy.notSent[what],
      minutes: plural(minutes, copy.live.minutes, locale),
      fallback: fillTemplate(copy.live.fallback, { mailbox }),
    }),
  };
}

/** The toast for a refused form the browser sent by itself (the reloaded form is empty). */
export function nativeNotSentMessage(
  copy: NotSentTemplates,
  what: SentThing,
  mailbox: string,
  error: NativeSendError,
): NotSentNotice {
  const template =
    error === "busy" || error === "invalid" ? copy.native[error] : copy.native.failed;
  return {
    title: copy.title,
    description: fillTemplate(template, { notSent: copy.notSent[what], mailbox }),
  };
}
