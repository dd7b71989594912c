/**
 * Visitors' rights and retention. Staff find every record tied to an email address, export them
 * as JSON, and erase them with their résumé files and mail traces, leaving an audit line that
 * holds counts only. Each kind of record is kept for the period the privacy policy states, then
 * purged by the service on its own.
 */
import { createHash, randomUUID } from "node:crypto";
import type { IntakeDb, SubmissionKind } from "./database";
import { deleteFile } from "./files";
import { defaultRetention } from "~/lib/retention";
import type { RetentionPolicy } from "~/lib/retention";
import { getSubmission } from "./submissions";
import type { Submission } from "./submissions";

export { defaultRetention };
export type { RetentionPolicy };

const dayMs = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

export const emailHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

async function audit(db: IntakeDb, action: string, detail: Record<string, unknown>, now: Date) {
  await db
    .insertInto("audit_log")
    .values({ id: randomUUID(), at: now.toISOString(), action, detail: JSON.stringify(detail) })
    .execute();
}

/** Removes records with everything that hangs off them: résumé bytes and mail outbox rows. */
async function removeSubmissions(db: IntakeDb, ids: string[]) {
  let files = 0;
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200);
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "resume_file"])
      .where("id", "in", batch)
      .execute();
    for (const row of rows) {
      if (!row.resume_file) continue;
      await deleteFile(db, row.resume_file);
      files += 1;
    }
    await db.deleteFrom("outbox").where("submission_id", "in", batch).execute();
    await db.deleteFrom("submissions").where("id", "in", batch).execute();
  }
  return files;
}

/** Deletes what has outlived its retention period; returns the counts per kind and files. */
export async function purgeExpired(
  db: IntakeDb,
  policy: RetentionPolicy = defaultRetention,
  now = new Date(),
): Promise<{ removed: Partial<Record<SubmissionKind, number>>; files: number }> {
  const expired = await db
    .selectFrom("submissions")
    .select(["id", "kind"])
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "contact"), eb("created_at", "<", before(now, policy.contact))]),
        eb.and([eb("kind", "=", "demo"), eb("created_at", "<", before(now, policy.demo))]),
        eb.and([eb("kind", "=", "ticket"), eb("created_at", "<", before(now, policy.ticket))]),
        eb.and([
          eb("kind", "=", "application"),
          eb.or([
            eb("handled_at", "<", before(now, policy.application)),
            eb.and([
              eb("handled_at", "is", null),
              eb("created_at", "<", before(now, policy.undecidedApplicationDays)),
            ]),
          ]),
        ]),
        eb.and([
          eb("kind", "=", "newsletter"),
          eb("confirmed_at", "is", null),
          eb("created_at", "<", before(now, policy.unconfirmedNewsletterDays)),
        ]),
        eb.and([
          eb("kind", "=", "privacy" as SubmissionKind),
          eb("created_at", "<", before(now, policy.privacy)),
        ]),
      ]),
    )
    .execute();
  const removed: Partial<Record<SubmissionKind, number>> = {};
  for (const row of expired) removed[row.kind] = (removed[row.kind] ?? 0) + 1;
  const files = await removeSubmissions(
    db,
    expired.map((row) => row.id),
  );
  if (expired.length > 0) await audit(db, "retention_purge", { removed, files }, now);
  return { removed, files };
}

/** Every record whose address is this one, ignoring case, newest first. */
export async function findByEmail(db: IntakeDb, email: string): Promise<Submission[]> {
  const rows = await db
    .selectFrom("submissions")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .orderBy("created_at", "desc")
    .execute();
  const found: Submission[] = [];
  for (const row of rows) {
    const submission = await getSubmission(db, row.id);
    if (submission) found.push(submission);
  }
  return found;
}

/** What the service holds about an address, as the visitor's access request receives it. */
export async function exportByEmail(db: IntakeDb, email: string, now = new Date()) {
  const submissions = await findByEmail(db, email);
  const mail = submissions.length
    ? await db
        .selectFrom("outbox")
        .select(["submission_id", "purpose", "created_at", "sent_at"])
        .where(
          "submission_id",
          "in",
          submissions.map((submission) => submission.id),
        )
        .execute()
    : [];
  const suppressed = await db
    .selectFrom("suppressions")
    .select("created_at")
    .where("email_hash", "=", emailHash(email))
    .executeTakeFirst();
  await audit(db, "privacy_export", { records: submissions.length }, now);
  return {
    exportedAt: now.toISOString(),
    email: email.trim(),
    submissions,
    emails: mail.map((row) => ({
      submissionId: row.submission_id,
      purpose: row.purpose,
      queuedAt: row.created_at,
      sentAt: row.sent_at,
    })),
    noMoreMailSince: suppressed?.created_at ?? null,
  };
}

/**
 * Erases every record of an address with its résumé files, mail traces and its "no more mail"
 * entry; the audit line keeps the counts, never the address.
 */
export async function eraseByEmail(db: IntakeDb, email: string, now = new Date()) {
  const submissions = await findByEmail(db, email);
  const files = await removeSubmissions(
    db,
    submissions.map((submission) => submission.id),
  );
  const suppression = await db
    .deleteFrom("suppressions")
    .where("email_hash", "=", emailHash(email))
    .executeTakeFirst();
  const kinds: Partial<Record<SubmissionKind, number>> = {};
  for (const submission of submissions) kinds[submission.kind] = (kinds[submission.kind] ?? 0) + 1;
  const result = {
    records: submissions.length,
    files,
    suppressions: Number(suppression.numDeletedRows),
    kinds,
  };
  await audit(db, "privacy_erase", result, now);
  return result;
}
