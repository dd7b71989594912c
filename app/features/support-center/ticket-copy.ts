import type * as intake from "~/content/intake";
import type { SiteLocale } from "~/lib/locales";
import { contactPoints } from "~/content/site";
import type * as support from "~/content/support";
import { notSentCopy, notSentToastsIn } from "~/lib/intake-copy";
import type { TicketFormCopy } from "./ticket-form";

/**
 * For loaders (and tests): the ticket form's copy from the support and intake modules of one
 * language, as data (templates where the English module has functions).
 */
export function ticketFormCopyOf(
  copy: typeof support,
  toasts: typeof intake,
  locale: SiteLocale = "en",
): TicketFormCopy {
  return {
    form: copy.ticketCopy,
    fields: copy.ticketFieldCopy,
    departments: copy.departments,
    messages: copy.ticketValidation,
    toasts: {
      incomplete: copy.ticketToasts.incomplete,
      invalidEmail: copy.ticketToasts.invalidEmail,
      submittedTitle: copy.ticketToasts.submittedTitle,
      submittedDescription: copy.ticketToasts.submittedDescription,
      submittedDescriptionNative: copy.ticketToasts.submittedDescriptionNative,
    },
    notSent: notSentCopy(
      notSentToastsIn(toasts.notSentCopy, locale),
      "ticket",
      contactPoints.mailboxes.support,
    ),
    topics: copy.ticketTopics,
  };
}
