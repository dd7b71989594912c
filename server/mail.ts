import nodemailer from "nodemailer";
import { site } from "~/content/site";
import type { SmtpConfig } from "./config";
import type { IntakeDb, SubmissionKind } from "./database";
import { markNotified, pendingNotifications } from "./submissions";
import type { Submission } from "./submissions";

export type Mailer = { notify(submission: Submission): void; close(): Promise<void> };

/** The site-config mailbox that answers each kind of record. */
export const mailboxFor: Record<SubmissionKind, string> = {
  contact: site.mailboxes.sales,
  demo: site.mailboxes.sales,
  ticket: site.mailboxes.support,
  application: site.mailboxes.careers,
  newsletter: site.mailboxes.general,
};

const kindLabels: Record<SubmissionKind, string> = {
  contact: "Contact message",
  demo: "Demo request",
  ticket: "Support ticket",
  application: "Job application",
  newsletter: "Newsletter signup",
};

/** Plain text only: visitor text never becomes HTML, in the inbox or in a mail client. */
export function notificationFor(submission: Submission) {
  const lines = [
    `${kindLabels[submission.kind]} received ${submission.createdAt}`,
    "",
    `Name: ${submission.name || "(none)"}`,
    `Email: ${submission.email}`,
    `Topic: ${submission.topic}`,
    "",
    submission.message,
    "",
    submission.resume ? "A résumé is attached in the admin inbox." : "",
    "Open the admin inbox to mark it handled.",
  ];
  return {
    to: mailboxFor[submission.kind],
    subject: `${kindLabels[submission.kind]}: ${submission.topic}`
      .replace(/[\r\n]+/g, " ")
      .slice(0, 200),
    text: lines.join("\n"),
    replyTo: submission.email,
  };
}

/** Backoff between attempts: 1 min, 5 min, 30 min, then every 2 hours; the record is already stored. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/** The part of a nodemailer transport the mailer uses; tests pass their own. */
export type MailTransport = {
  sendMail(message: Record<string, unknown>): Promise<unknown>;
  close(): void;
};

export function createMailer(
  db: IntakeDb,
  smtp: SmtpConfig,
  log: (line: Record<string, unknown>) => void,
  options: { delays?: number[]; transport?: MailTransport } = {},
): Mailer {
  const delays = options.delays ?? retryDelaysMs;
  const transport: MailTransport = options.transport ?? nodemailer.createTransport(smtp.url);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<string>();

  const attempt = (submission: Submission, tries: number) => {
    if (inFlight.has(submission.id)) return;
    inFlight.add(submission.id);
    transport
      .sendMail({ from: smtp.from, ...notificationFor(submission) })
      .then(async () => {
        await markNotified(db, submission.id);
        log({
          level: "info",
          time: new Date().toISOString(),
          event: "mail_sent",
          kind: submission.kind,
        });
      })
      .catch((error: unknown) => {
        const delay = delays[Math.min(tries, delays.length - 1)]!;
        log({
          level: "warn",
          time: new Date().toISOString(),
          event: "mail_failed",
          kind: submission.kind,
          attempt: tries + 1,
          retryInMs: delay,
          reason: error instanceof Error ? error.message.slice(0, 200) : "unknown",
        });
        const timer = setTimeout(() => {
          timers.delete(timer);
          attempt(submission, tries + 1);
        }, delay);
        timer.unref();
        timers.add(timer);
      })
      .finally(() => inFlight.delete(submission.id));
  };

  // Records stored while the mail server was down or the service was stopped are sent on start.
  void pendingNotifications(db).then((pending) =>
    pending.forEach((submission) => attempt(submission, 0)),
  );

  return {
    notify: (submission) => attempt(submission, 0),
    async close() {
      timers.forEach(clearTimeout);
      transport.close();
    },
  };
}
