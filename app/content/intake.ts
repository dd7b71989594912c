// Relative imports only: react-router.config.ts loads content modules outside Vite.
import type { PluralForms } from "../lib/format";
import { nativeNotSentMessage, notSentMessage } from "../lib/not-sent";
import type { SendFailureReason, NativeSendError, SentThing } from "../lib/not-sent";

/**
 * What a visitor reads when a form was not sent. Data, not functions, so a route's loader can hand
 * the page's language to the form; app/lib/not-sent.ts assembles the message. Placeholders:
 * {notSent} (the sentence's start, per thing sent, so languages can agree in gender), {mailbox},
 * {minutes} (from `minutes`, by plural form) and {fallback}.
 */
export const notSentCopy = {
  title: "Not Sent",
  notSent: {
    message: "Your message was not sent",
    ticket: "Your ticket was not sent",
    application: "Your application was not sent",
    signup: "Your signup was not sent",
  },
  /** A send from the working form: what was typed is still there. */
  live: {
    busy: "{notSent}: too many were sent from this connection. Try again in {minutes}, {fallback}",
    rejected: "{notSent}: the server could not accept it. Check the form and try again, {fallback}",
    network: "{notSent}: our server could not be reached. Try again in a moment, {fallback}",
    server: "{notSent}: our server had a problem. Try again in a moment, {fallback}",
    fallback: "or email {mailbox}. What you typed is still in the form.",
    minutes: { one: "# minute", other: "# minutes" } as PluralForms,
  },
  /**
   * A form the browser sent by itself (before the page was interactive, or without JavaScript)
   * was refused: the page was reloaded, so the form is empty again.
   */
  native: {
    busy: "{notSent}: too many were sent from this connection. Try again in a few minutes, or email {mailbox}.",
    invalid:
      "{notSent}: some fields were missing or not valid. Please fill in the form again, or email {mailbox}.",
    failed: "{notSent}: our server had a problem. Try again in a moment, or email {mailbox}.",
  },
};

export type NotSentCopy = typeof notSentCopy;

/** The English toast for a form that could not reach the intake service. */
export function notSentToast(
  what: SentThing,
  mailbox: string,
  failure: { reason: SendFailureReason; retryAfterSeconds?: number },
) {
  return notSentMessage(notSentCopy, "en", what, mailbox, failure);
}

/** The English toast for a refused form the browser sent by itself. */
export function nativeNotSentToast(what: SentThing, mailbox: string, error: NativeSendError) {
  return nativeNotSentMessage(notSentCopy, what, mailbox, error);
}

