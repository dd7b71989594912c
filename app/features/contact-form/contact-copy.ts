import type * as contact from "~/content/contact";
import type { SiteLocale } from "~/lib/locales";
import type * as intake from "~/content/intake";
import { contactPoints } from "~/content/site";
import { notSentCopy, notSentToastsIn } from "~/lib/intake-copy";
import type { ContactFormCopy } from "./contact-form";
import { prefillCopyOf } from "./contact-prefill";

/**
 * For loaders (and tests): the contact form's copy from the contact and intake modules of one
 * language, as data (templates where the English module has functions).
 */
export function contactFormCopyOf(
  copy: typeof contact,
  toasts: typeof intake,
  locale: SiteLocale = "en",
): ContactFormCopy {
  return {
    form: copy.contactFormCopy,
    fields: copy.contactFieldCopy,
    inquiryTypes: copy.inquiryTypes,
    messages: copy.contactValidation,
    toasts: {
      incomplete: copy.contactToasts.incomplete,
      invalidEmail: copy.contactToasts.invalidEmail,
      sentTitle: copy.contactToasts.sentTitle,
      sentDescription: copy.contactToasts.sentDescription,
      sentDescriptionNative: copy.contactToasts.sentDescriptionNative,
    },
    notSent: notSentCopy(
      notSentToastsIn(toasts.notSentCopy, locale),
      "message",
      contactPoints.mailboxes.sales,
    ),
    prefill: prefillCopyOf(copy),
  };
}
