import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { answerWithinDays } from "~/lib/admin-endpoints";
import type { SubmissionRecord } from "~/lib/admin-endpoints";
import type { IntakeDb, SubmissionKind, SubmissionStatus, SubmissionTable } from "./database";

export type NewSubmission = {
  kind: SubmissionKind;
  idempotencyKey: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  details: Record<string, unknown>;
  resume?: { file: string; name: string; type: string; size: number } | null;
  /** See SubmissionTable.fingerprint. */
  fingerprint?: string | null;
  /** See SubmissionTable.locale. */
  locale?: string | null;
};

/** The record as the admin API sends it (one type shared with the inbox). */
export type Submission = SubmissionRecord;

export type SubmissionFilter = { kind?: SubmissionKind; status?: SubmissionStatus; text?: string };

function toSubmission(row: SubmissionTable): Submission {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // A hand-edited row still lists; its details simply read as empty.
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    details,
    resume:
      row.resume_file && row.resume_name && row.resume_type
        ? { name: row.resume_name, type: row.resume_type, size: Number(row.resume_size ?? 0) }
        : null,
    interviewedAt: row.interviewed_at ?? null,
    answerBy: row.interviewed_at
      ? new Date(Date.parse(row.interviewed_at) + answerWithinDays * 86_400_000)
          .toISOString()
          .slice(0, 10)
      : null,
    confirmedAt: row.confirmed_at ?? null,
  };
}

/**
 * Stores a submission once per idempotency key. A repeat of a key (a retry, a double click, a
 * reloaded request) returns the record stored the first time and `created: false`.
 */
export async function storeSubmission(
  db: IntakeDb,
  input: NewSubmission,
  now = new Date(),
): Promise<{ submission: Submission; created: boolean; conflict: boolean }> {
  const repeat = (existing: { submission: Submission; fingerprint: string | null }) => ({
    submission: existing.submission,
    created: false,
    // The same key with other content: a client bug or a replay, never a retry to swallow.
    conflict: Boolean(
      existing.fingerprint && input.fingerprint && existing.fingerprint !== input.fingerprint,
    ),
  });
  const existing = await findByKey(db, input.idempotencyKey);
  if (existing) return repeat(existing);
  const row: SubmissionTable = {
    id: randomUUID(),
    kind: input.kind,
    status: "new",
    idempotency_key: input.idempotencyKey,
    created_at: now.toISOString(),
    handled_at: null,
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    details: JSON.stringify(input.details),
    resume_file: input.resume?.file ?? null,
    resume_name: input.resume?.name ?? null,
    resume_type: input.resume?.type ?? null,
    resume_size: input.resume?.size ?? null,
    notified_at: null,
    fingerprint: input.fingerprint ?? null,
    locale: input.locale ?? null,
    interviewed_at: null,
    confirmed_at: null,
  };
  try {
    await db.insertInto("submissions").values(row).execute();
    return { submission: toSubmission(row), created: true, conflict: false };
  } catch (error) {
    // Two requests with one key can race past the lookup; the unique index lets one win.
    const winner = await findByKey(db, input.idempotencyKey);
    if (winner) return repeat(winner);
    throw error;
  }
}

/** The record stored under an idempotency key, with the fingerprint of its content. */
export async function findByKey(
  db: IntakeDb,
  key: string,
): Promise<{ submission: Submission; fingerprint: string | null } | null> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row ? { submission: toSubmission(row), fingerprint: row.fingerprint } : null;
}

/** Escapes LIKE wildcards so a visitor's % or _ is matched literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Where a page of the newest-first list ends: the last row's time and id. */
export type InboxCursor = { createdAt: string; id: string };

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeCursor(raw: string): InboxCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      value[0].length <= 40 &&
      value[1].length <= 64
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // Falls through to null.
  }
  return null;
}

function filtered(db: IntakeDb, filter: SubmissionFilter) {
  let query = db.selectFrom("submissions");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  const text = filter.text?.trim();
  if (text) {
    const pattern = likePattern(text);
    // ESCAPE is spelled out because SQLite has no default escape character in LIKE.
    query = query.where((eb) =>
      eb.or(
        (["name", "email", "message"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/**
 * Newest first, one page after `after` (keyset paging: a record arriving meanwhile never shifts
 * a page); the text filter matches name, email and message, ignoring case.
 */
export async function listSubmissions(
  db: IntakeDb,
  filter: SubmissionFilter = {},
  limit = 100,
  after: InboxCursor | null = null,
): Promise<{ submissions: Submission[]; next: InboxCursor | null }> {
  let query = filtered(db, filter).selectAll();
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    submissions: page.map(toSubmission),
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

export async function countSubmissions(db: IntakeDb, filter: SubmissionFilter = {}) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every matching record, newest first, a page at a time: for an export that streams. */
export async function* allSubmissions(db: IntakeDb, filter: SubmissionFilter = {}, pageSize = 500) {
  let after: InboxCursor | null = null;
  do {
    const page = await listSubmissions(db, filter, pageSize, after);
    yield page.submissions;
    after = page.next;
  } while (after);
}

export async function getSubmission(db: IntakeDb, id: string): Promise<Submission | null> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toSubmission(row) : null;
}

export async function resumeFileOf(db: IntakeDb, id: string) {
  return db
    .selectFrom("submissions")
    .select(["resume_file", "resume_name", "resume_type"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function markHandled(
  db: IntakeDb,
  id: string,
  now = new Date(),
): Promise<Submission | null> {
  await db
    .updateTable("submissions")
    .set({ status: "handled", handled_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "new")
    .execute();
  return getSubmission(db, id);
}

/** A record as the mailer reads it when it sends: the record and the language of its page. */
export async function submissionForMail(
  db: IntakeDb,
  id: string,
): Promise<{ submission: Submission; locale: string | null } | null> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { submission: toSubmission(row), locale: row.locale } : null;
}

/** Keeps the old column meaningful: the first time staff were mailed about the record. */
export async function markNotified(db: IntakeDb, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable("submissions")
    .set({ notified_at: now.toISOString() })
    .where("id", "=", id)
    .where("notified_at", "is", null)
    .execute();
}

/** Records an application's interview; the first date stands (the 45-day clock is not reset). */
export async function markInterviewed(
  db: IntakeDb,
  id: string,
  now = new Date(),
): Promise<Submission | null> {
  await db
    .updateTable("submissions")
    .set({ interviewed_at: now.toISOString() })
    .where("id", "=", id)
    .where("kind", "=", "application")
    .where("interviewed_at", "is", null)
    .execute();
  return getSubmission(db, id);
}
