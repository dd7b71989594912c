/**
 * What the intake service mails, as data for nodemailer: the staff notification (plain text, to the
 * mailbox that answers the kind) and the visitor's confirmation (company-written text in their
 * language, with a reference number and nothing they typed). No visitor text ever reaches a header
 * except the one address, and only once it has passed the shared single-address check.
 */
import { confirmationMail as en } from "~/content/intake-mail";
import type { ConfirmationMailCopy } from "~/content/intake-mail";
import { formatAddress, site } from "~/content/site";
import { isEmailAddress } from "~/lib/email-address";
import { fillTemplate } from "~/lib/fill-template";
import { defaultLocale, isSiteLocale, localeInfo } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { referenceFor } from "~/lib/reference";
import type { SubmissionKind } from "./database";
import type { MailLinks } from "./mail-links";
import type { Submission } from "./submissions";

/** The site-config mailbox that answers each kind of record. */
export const mailboxFor: Record<SubmissionKind, string> = {
  contact: site.mailboxes.sales,
  demo: site.mailboxes.sales,
  ticket: site.mailboxes.support,
  application: site.mailboxes.careers,
  newsletter: site.mailboxes.general,
  privacy: site.mailboxes.privacy,
};

const kindLabels: Record<SubmissionKind, string> = {
  contact: "Contact message",
  demo: "Demo request",
  ticket: "Support ticket",
  application: "Job application",
  newsletter: "Newsletter signup",
  privacy: "Privacy request",
};

/** One email, in the shape nodemailer's sendMail takes (without `from`, which is configuration). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** Present only when it is exactly one valid address. */
  replyTo?: string;
  headers: Record<string, string>;
};

/**
 * Text on one line: control and format characters, line and paragraph separators become spaces.
 * Nodemailer encodes headers too; this makes sure no visitor text can even look like a new line.
 */
export function oneLine(text: string, max = 200): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, max);
}

/** The visitor's address for a header, or undefined unless it is exactly one valid address. */
export function singleAddress(email: string): string | undefined {
  return isEmailAddress(email) ? email : undefined;
}

const autoHeaders = { "Auto-Submitted": "auto-generated" };

/** The staff notification. Plain text only: visitor text never becomes HTML, in the inbox or a mail client. */
export function notificationFor(submission: Submission): OutgoingMail {
  const lines = [
    `${kindLabels[submission.kind]} received ${submission.createdAt}`,
    `Reference: ${referenceFor(submission.id)}`,
    "",
    // One line each, so a name cannot forge an "Email:" line of its own.
    `Name: ${oneLine(submission.name, 500) || "(none)"}`,
    `Email: ${oneLine(submission.email, 500)}`,
    `Topic: ${oneLine(submission.topic, 500)}`,
    "",
    submission.message,
    "",
    submission.resume ? "A résumé is attached in the admin inbox." : "",
    "Open the admin inbox to mark it handled.",
  ];
  const replyTo = singleAddress(submission.email);
  return {
    to: mailboxFor[submission.kind],
    subject: oneLine(`${kindLabels[submission.kind]}: ${submission.topic}`),
    text: lines.join("\n"),
    ...(replyTo ? { replyTo } : {}),
    headers: { ...autoHeaders },
  };
}

// Each language's confirmation, compiled from its catalog (scripts/i18n.mjs); English is the source.
const compiled = import.meta.glob<{ confirmationMail: ConfirmationMailCopy }>(
  "../app/content/compiled/*/intake-mail.ts",
  { eager: true },
);
const confirmationCopy = (locale: SiteLocale): ConfirmationMailCopy =>
  compiled[`../app/content/compiled/${locale}/intake-mail.ts`]?.confirmationMail ?? en;

/** The language of a stored record's confirmation: its page's language, English otherwise. */
export function confirmationLocale(locale: string | null | undefined): SiteLocale {
  return locale && isSiteLocale(locale) ? locale : defaultLocale;
}

/**
 * The visitor's confirmation, or null when the record has no single valid address. Built from the
 * record's id, kind and address only: the name, topic and message are never read.
 */
export function confirmationFor(
  submission: Pick<Submission, "id" | "kind" | "email">,
  locale: string | null | undefined,
  links: MailLinks | null = null,
): OutgoingMail | null {
  const to = singleAddress(submission.email);
  if (!to) return null;
  const language = confirmationLocale(locale);
  const copy = confirmationCopy(language);
  const mailbox = mailboxFor[submission.kind];
  const values = {
    company: site.name,
    reference: referenceFor(submission.id),
    mailbox,
    confirmUrl: links?.confirm ?? "",
    unsubscribeUrl: links?.unsubscribe ?? "",
  };
  const fill = (template: string) => fillTemplate(template, values);
  const text = [
    fill(copy.greeting),
    "",
    fill(copy.body[submission.kind]),
    "",
    fill(copy.reference),
    fill(copy.referenceHint),
    "",
    fill(copy.notYou),
    "",
    fill(copy.signature),
    "",
    "--",
    site.legalName,
    formatAddress(),
    site.url,
    fill(copy.automated),
    ...(links ? [fill(copy.unsubscribe)] : []),
  ].join("\n");
  return {
    to,
    subject: oneLine(fill(copy.subject[submission.kind])),
    text,
    // Answers go to the team that handles the request, never to an address the visitor typed.
    replyTo: mailbox,
    headers: {
      ...autoHeaders,
      "Content-Language": localeInfo(language).lang,
      // One click in the mail client stops all mail (RFC 2369, RFC 8058).
      ...(links
        ? {
            "List-Unsubscribe": `<${links.unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {}),
    },
  };
}
