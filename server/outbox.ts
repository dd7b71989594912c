/**
 * The mail outbox in the database, shared by every instance of the service. One row per email
 * (a submission's staff `notification` and the visitor's `confirmation`), unique per submission and
 * purpose, so enqueueing twice is harmless. An instance claims due rows by writing a lease with a
 * conditional UPDATE (race-free on SQLite and PostgreSQL alike), renews it just before it sends,
 * marks the row sent, or on failure schedules the next attempt and releases the lease. A lease left
 * by an instance that died expires, and any instance takes the row over.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { IntakeDb, IntakeSchema, OutboxPurpose, OutboxTable } from "./database";

export type { OutboxPurpose, OutboxTable };

export const outboxPurposes = ["notification", "confirmation"] as const satisfies OutboxPurpose[];

/** Deterministic, so a backfill written in SQL gives the same id as the code. */
export function outboxId(submissionId: string, purpose: OutboxPurpose): string {
  return `${purpose}:${submissionId}`;
}

const iso = (date: Date) => date.toISOString();

/** Rows nobody holds: never leased, released, or leased by an instance whose lease ran out. */
function unleased(now: string) {
  return (eb: ExpressionBuilder<IntakeSchema, "outbox">): Expression<SqlBool> =>
    eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]);
}

/** Adds the rows for a submission; a row that exists already is left as it is. */
export async function enqueueOutbox(
  db: IntakeDb,
  submissionId: string,
  purposes: readonly OutboxPurpose[],
  now: Date,
): Promise<void> {
  if (purposes.length === 0) return;
  await db
    .insertInto("outbox")
    .values(
      purposes.map((purpose) => ({
        id: outboxId(submissionId, purpose),
        submission_id: submissionId,
        purpose,
        created_at: iso(now),
        attempts: 0,
        next_attempt_at: iso(now),
        lease_owner: null,
        lease_until: null,
        sent_at: null,
        last_error: null,
      })),
    )
    // No conflict target: the id and (submission_id, purpose) are the same key, and PostgreSQL
    // would otherwise raise the other one's violation when two instances insert at once.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Staff notifications for recent records the outbox does not know: records stored before the
 * outbox existed and not yet mailed, or whose enqueue was lost (a crash between the insert and the
 * enqueue). Records already mailed (`notified_at`) or older than the window are left alone. Every
 * instance may run it on start: the unique key makes a repeat harmless.
 */
export async function backfillNotifications(
  db: IntakeDb,
  now: Date,
  windowMs: number,
): Promise<number> {
  const since = iso(new Date(now.getTime() - windowMs));
  const result = await db
    .insertInto("outbox")
    .columns(["id", "submission_id", "purpose", "created_at", "attempts", "next_attempt_at"])
    .expression(
      db
        .selectFrom("submissions")
        .select((eb) => [
          sql<string>`${"notification:"} || ${eb.ref("submissions.id")}`.as("id"),
          "submissions.id as submission_id",
          sql<string>`${"notification"}`.as("purpose"),
          sql<string>`${iso(now)}`.as("created_at"),
          sql<number>`0`.as("attempts"),
          sql<string>`${iso(now)}`.as("next_attempt_at"),
        ])
        .where("submissions.notified_at", "is", null)
        .where("submissions.created_at", ">=", since)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("outbox")
                .select("outbox.id")
                .whereRef("outbox.submission_id", "=", "submissions.id")
                .where("outbox.purpose", "=", "notification"),
            ),
          ),
        ),
    )
    // No conflict target: the id and (submission_id, purpose) are the same key, and PostgreSQL
    // would otherwise raise the other one's violation when two instances insert at once.
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Claims up to `limit` due rows and returns them. The lease is written as `owner` and a token of
 * this claim, so rows claimed now are told apart from any other claim; renew, fail and release a
 * row with its `lease_owner`. The UPDATE repeats its conditions on
 * the row itself, so of two instances racing for a row exactly one writes its lease: SQLite runs
 * writes one at a time, and PostgreSQL re-checks the conditions on the row the other transaction
 * just committed (and finds its lease live).
 */
export async function claimDue(
  db: IntakeDb,
  owner: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxTable[]> {
  const at = iso(now);
  const until = iso(new Date(now.getTime() + leaseMs));
  const claim = `${owner}#${randomUUID().slice(0, 8)}`;
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", at)
    .where(unleased(at))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  const claimed = await db
    .updateTable("outbox")
    .set({ lease_owner: claim, lease_until: until })
    .where("id", "in", due)
    .where("sent_at", "is", null)
    .where(unleased(at))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return [];
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("lease_owner", "=", claim)
    .where("sent_at", "is", null)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .execute();
}

/**
 * Extends the lease right before a send; false when the row is no longer this owner's (its lease
 * ran out and another instance took it, or it was sent), and then it must not be sent.
 */
export async function renewLease(
  db: IntakeDb,
  id: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ lease_until: iso(new Date(now.getTime() + leaseMs)) })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Done: sent, or given up for good (`note` says why, e.g. the record was deleted). */
export async function markSent(
  db: IntakeDb,
  id: string,
  now: Date,
  note: string | null = null,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      sent_at: iso(now),
      attempts: eb("attempts", "+", 1),
      lease_owner: null,
      lease_until: null,
      last_error: note,
    }))
    .where("id", "=", id)
    .where("sent_at", "is", null)
    .execute();
}

/** A failed attempt: counted, its reason kept, the next attempt scheduled, the lease released. */
export async function markFailed(
  db: IntakeDb,
  id: string,
  owner: string,
  reason: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: reason.slice(0, 200),
      next_attempt_at: iso(nextAttemptAt),
      lease_owner: null,
      lease_until: null,
    }))
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .where("sent_at", "is", null)
    .execute();
}

/** Hands back claimed rows not sent (on close), for any instance to take at once. */
export async function releaseLeases(
  db: IntakeDb,
  rows: Array<Pick<OutboxTable, "id" | "lease_owner">>,
): Promise<void> {
  for (const row of rows) {
    if (!row.lease_owner) continue;
    await db
      .updateTable("outbox")
      .set({ lease_owner: null, lease_until: null })
      .where("id", "=", row.id)
      .where("lease_owner", "=", row.lease_owner)
      .where("sent_at", "is", null)
      .execute();
  }
}
