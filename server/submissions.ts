import { randomUUID } from "node:crypto";
import { sql } from "kysely";
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
): Promise<{ submission: Submission; created: boolean }> {
  const existing = await findByKey(db, input.idempotencyKey);
  if (existing) return { submission: existing, created: false };
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
  };
  try {
    await db.insertInto("submissions").values(row).execute();
    return { submission: toSubmission(row), created: true };
  } catch (error) {
    // Two requests with one key can race past the lookup; the unique index lets one win.
    const winner = await findByKey(db, input.idempotencyKey);
    if (winner) return { submission: winner, created: false };
    throw error;
  }
}

async function findByKey(db: IntakeDb, key: string): Promise<Submission | null> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row ? toSubmission(row) : null;
}

/** Escapes LIKE wildcards so a visitor's % or _ is matched literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Newest first; the text filter matches name, email and message, ignoring case. */
export async function listSubmissions(
  db: IntakeDb,
  filter: SubmissionFilter = {},
  limit = 500,
): Promise<Submission[]> {
  let query = db.selectFrom("submissions").selectAll();
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
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toSubmission);
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

export async function pendingNotifications(db: IntakeDb): Promise<Submission[]> {
  const rows = await db
    .selectFrom("submissions")
    .selectAll()
    .where("notified_at", "is", null)
    .orderBy("created_at")
    .limit(100)
    .execute();
  return rows.map(toSubmission);
}

export async function markNotified(db: IntakeDb, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable("submissions")
    .set({ notified_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}
