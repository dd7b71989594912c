import type * as intake from "~/content/intake";
import type { SiteLocale } from "~/lib/locales";
import type * as nav from "~/content/nav";
import { contactPoints } from "~/content/site";
import { notSentCopy, notSentToastsIn } from "~/lib/intake-copy";
import type { NotSentCopy } from "~/lib/intake-copy";

type Widened<T> = T extends string
  ? string
  : T extends object
    ? { [K in keyof T]: Widened<T[K]> }
    : T;

/** The footer newsletter's copy in the page's language (the shell's loader data). */
export type NewsletterCopy = Widened<typeof nav.newsletterCopy> & { notSent: NotSentCopy };

/** For loaders (and tests): the newsletter's copy from the nav and intake modules of one language. */
export function newsletterCopyOf(
  copy: typeof nav,
  toasts: typeof intake,
  locale: SiteLocale = "en",
): NewsletterCopy {
  return {
    ...copy.newsletterCopy,
    notSent: notSentCopy(
      notSentToastsIn(toasts.notSentCopy, locale),
      "signup",
      contactPoints.mailboxes.general,
    ),
  };
}
