import type * as intake from "~/content/intake";
import type * as legal from "~/content/legal";
import { contactPoints } from "~/content/site";
import { notSentCopy, notSentToastsIn } from "~/lib/intake-copy";
import type { NotSentCopy } from "~/lib/intake-copy";
import type { SiteLocale } from "~/lib/locales";

/** Everything the privacy request form says, in the page's language (the route's loader data). */
export type PrivacyRequestFormCopy = typeof legal.privacyRequestForm & {
  /** The 'Not Sent' toasts, naming the privacy mailbox as the way around. */
  notSentToasts: NotSentCopy;
  mailbox: string;
};

/**
 * For loaders (and tests): the form's copy from the legal and intake modules of one language. The
 * 'Not Sent' toasts are the intake module's, opening with "Your request was not sent".
 */
export function privacyRequestFormCopyOf(
  copy: typeof legal,
  toasts: typeof intake,
  locale: SiteLocale = "en",
): PrivacyRequestFormCopy {
  const form = copy.privacyRequestForm;
  const templates = {
    ...toasts.notSentCopy,
    notSent: { ...toasts.notSentCopy.notSent, message: form.notSent },
  };
  return {
    ...form,
    notSentToasts: notSentCopy(
      notSentToastsIn(templates, locale),
      "message",
      contactPoints.mailboxes.privacy,
    ),
    mailbox: contactPoints.mailboxes.privacy,
  };
}
