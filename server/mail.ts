/**
 * The mailer: storing a submission enqueues its emails in the outbox (server/outbox.ts), and a
 * worker in each instance sends what is due. It sweeps on start, every `sweepMs`, right after an
 * enqueue and when a retry falls due, so retries survive a restart and several instances on one
 * database send each email once (a lease per row; see outbox.ts). Without SMTP configured there is
 * no mailer and nothing is enqueued: the admin inbox is the record.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import nodemailer from "nodemailer";
import type { SmtpConfig } from "./config";
import type { IntakeDb, OutboxPurpose, OutboxTable } from "./database";
import { confirmationFor, notificationFor, singleAddress } from "./mail-copy";
import type { OutgoingMail } from "./mail-copy";
import type { MailLinks } from "./mail-links";
import { isSuppressed } from "./newsletter";
import {
  backfillNotifications,
  claimDue,
  enqueueOutbox,
  markFailed,
  markSent,
  releaseLeases,
  renewLease,
} from "./outbox";
import { markNotified, submissionForMail } from "./submissions";
import type { Submission } from "./submissions";

export { confirmationFor, mailboxFor, notificationFor } from "./mail-copy";

export type Mailer = {
  /**
   * Queues a new submission's emails and starts sending them. Call it once the record is stored
   * (not for a repeated idempotency key); it never rejects: a mail problem is logged.
   */
  enqueue(submission: Submission): Promise<void>;
  /** Sends what is due now; resolves with the number of emails sent. Never rejects. */
  sweep(): Promise<number>;
  /** Stops the worker, waits for the email being sent, hands back unsent claims. */
  close(): Promise<void>;
};

/** Backoff between attempts: 1 min, 5 min, 30 min, then every 2 hours; the record is already stored. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/** How often each instance looks for due emails (retries, and rows another instance left). */
export const sweepIntervalMs = 30_000;

/** How long a claim holds a row; a send must finish well within it (see the SMTP timeouts). */
export const leaseDurationMs = 2 * 60_000;

/** Records stored up to this long before a start are notified if they never were. */
export const backfillWindowMs = 7 * 24 * 60 * 60_000;

/** Rows claimed at a time: small, so an instance never sits on many rows while it sends. */
const claimBatch = 10;

/** The part of a nodemailer transport the mailer uses; tests may pass their own. */
export type MailTransport = {
  sendMail(message: Record<string, unknown>): Promise<unknown>;
  close(): void;
};

export type MailerOptions = {
  transport?: MailTransport;
  /** Backoff after the 1st, 2nd, … failure; the last one repeats. */
  delays?: number[];
  sweepMs?: number;
  leaseMs?: number;
  /** Written as the lease owner; unique per mailer by default. */
  instanceId?: string;
  now?: () => Date;
  /** The confirm and unsubscribe links of a record's visitor email (server/mail-links.ts). */
  links?: (submission: { id: string; email: string }) => Promise<MailLinks>;
};

type Log = (line: Record<string, unknown>) => void;

/**
 * A failure's reason, short and without addresses (an SMTP reply often quotes the recipient): for
 * the log line and the row's last_error.
 */
export function failureReason(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const parts = [
    typeof details?.code === "string" ? details.code : "",
    typeof details?.responseCode === "number" ? String(details.responseCode) : "",
    error instanceof Error ? error.message : typeof error === "string" ? error : "",
  ];
  const reason = parts
    .filter(Boolean)
    .join(" ")
    .replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, "<address>")
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .trim()
    .slice(0, 200);
  return reason || "unknown";
}

function defaultTransport(smtp: SmtpConfig, leaseMs: number): MailTransport {
  // Every wait ends well within the lease, so a hung server cannot outlast a claim.
  const limit = Math.max(1_000, Math.floor(leaseMs / 4));
  return nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: Math.min(30_000, limit),
    greetingTimeout: Math.min(30_000, limit),
    socketTimeout: Math.min(60_000, limit),
  }) as unknown as MailTransport;
}

export function createMailer(
  db: IntakeDb,
  smtp: SmtpConfig,
  log: Log,
  options: MailerOptions = {},
): Mailer {
  const delays = options.delays?.length ? options.delays : retryDelaysMs;
  const sweepMs = options.sweepMs ?? sweepIntervalMs;
  const leaseMs = options.leaseMs ?? leaseDurationMs;
  const owner = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const transport = options.transport ?? defaultTransport(smtp, leaseMs);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  let running: Promise<number> | null = null;
  let again = false;

  const line = (level: string, event: string, fields: Record<string, unknown>) =>
    log({ level, time: new Date().toISOString(), event, ...fields });

  const later = (delay: number, task: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  /** The email a row stands for, or null when there is nothing to send any more. */
  const messageFor = async (
    row: OutboxTable,
  ): Promise<{ mail: OutgoingMail | null; kind?: string }> => {
    const found = await submissionForMail(db, row.submission_id);
    if (!found) return { mail: null };
    const { submission, locale } = found;
    if (row.purpose === "confirmation" && (await isSuppressed(db, submission.email)))
      return { mail: null, kind: submission.kind };
    const mail =
      row.purpose === "notification"
        ? notificationFor(submission)
        : confirmationFor(
            submission,
            locale,
            options.links ? await options.links(submission) : null,
          );
    return { mail, kind: submission.kind };
  };

  /** Sends one claimed row; true when it was sent. */
  const deliver = async (row: OutboxTable): Promise<boolean> => {
    // The claim's own token: another claim, by this instance or another, is someone else.
    const claim = row.lease_owner ?? owner;
    if (!(await renewLease(db, row.id, claim, now(), leaseMs))) return false;
    const attempt = row.attempts + 1;
    let kind: string | undefined;
    try {
      const built = await messageFor(row);
      kind = built.kind;
      if (!built.mail) {
        // The record was deleted, or it has no single valid address to confirm to: nothing to retry.
        await markSent(
          db,
          row.id,
          now(),
          built.kind ? "skipped: no valid address" : "skipped: record deleted",
        );
        return false;
      }
      await transport.sendMail({
        from: smtp.from,
        ...built.mail,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      const delay = delays[Math.min(row.attempts, delays.length - 1)]!;
      const reason = failureReason(error);
      line("warn", "mail_failed", {
        purpose: row.purpose,
        kind,
        attempt,
        retryInMs: delay,
        reason,
      });
      await markFailed(db, row.id, claim, reason, new Date(now().getTime() + delay));
      // The periodic sweep would pick it up too; a timer keeps short backoffs short.
      if (delay < sweepMs) later(delay + 5, () => void sweep());
      return false;
    }
    const sentAt = now();
    await markSent(db, row.id, sentAt);
    if (row.purpose === "notification") await markNotified(db, row.submission_id, sentAt);
    line("info", "mail_sent", { purpose: row.purpose, kind, attempt });
    return true;
  };

  /** Claims and sends batches until nothing is due. */
  const drain = async (): Promise<number> => {
    let sent = 0;
    while (!closed) {
      const rows = await claimDue(db, owner, now(), leaseMs, claimBatch);
      if (rows.length === 0) break;
      for (const [index, row] of rows.entries()) {
        if (closed) {
          await releaseLeases(db, rows.slice(index));
          break;
        }
        if (await deliver(row)) sent++;
      }
    }
    return sent;
  };

  function sweep(): Promise<number> {
    if (closed) return Promise.resolve(0);
    if (running) {
      // A sweep is under way: it runs once more before it resolves, so nothing enqueued now waits.
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        try {
          sent += await drain();
        } catch (error) {
          // The database is unreachable or busy: the rows stay where they are for the next sweep.
          line("error", "mail_failed", { stage: "outbox", reason: failureReason(error) });
        }
      } while (again && !closed);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const enqueue = async (submission: Submission): Promise<void> => {
    if (closed) return;
    const purposes: OutboxPurpose[] = ["notification"];
    // An address that asked for no more mail gets none, not even a confirmation.
    if (
      singleAddress(submission.email) &&
      !(await isSuppressed(db, submission.email).catch(() => false))
    )
      purposes.push("confirmation");
    try {
      await enqueueOutbox(db, submission.id, purposes, now());
    } catch (error) {
      line("error", "mail_failed", {
        stage: "enqueue",
        kind: submission.kind,
        reason: failureReason(error),
      });
      return;
    }
    void sweep();
  };

  const interval = setInterval(() => void sweep(), sweepMs);
  interval.unref();

  // On start: recent records never mailed (before the outbox, or an enqueue lost to a crash), then
  // whatever is due, including rows a stopped instance left with a lease that has since run out.
  const started = backfillNotifications(db, now(), backfillWindowMs)
    .catch((error: unknown) =>
      line("error", "mail_failed", { stage: "backfill", reason: failureReason(error) }),
    )
    .then(() => sweep());

  return {
    enqueue,
    sweep,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(interval);
      timers.forEach(clearTimeout);
      timers.clear();
      await started;
      await running;
      transport.close();
    },
  };
}
