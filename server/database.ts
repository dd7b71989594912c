import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import type { SqliteDatabase } from "kysely";
import { migrations } from "./migrations";

import type { SubmissionKind, SubmissionStatus } from "~/lib/admin-endpoints";

export type { SubmissionKind, SubmissionStatus };

/** Times are ISO 8601 UTC strings: they sort as text and mean the same in SQLite and PostgreSQL. */
export type SubmissionTable = {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  idempotency_key: string;
  created_at: string;
  handled_at: string | null;
  name: string;
  email: string;
  /** Subject, inquiry type, department or job title: the line the inbox list shows. */
  topic: string;
  message: string;
  /** The rest of the validated fields as JSON text. */
  details: string;
  resume_file: string | null;
  resume_name: string | null;
  resume_type: string | null;
  resume_size: number | null;
  /** Superseded by the outbox table; kept so old rows keep their history. */
  notified_at: string | null;
  /** SHA-256 of the form and its content: one idempotency key belongs to one content. */
  fingerprint: string | null;
  /** The language of the page the visitor sent from (their confirmation email's language). */
  locale: string | null;
};

/** Fixed-window counters shared by every instance (rate limits, sign-in lockouts). */
export type CounterTable = {
  key: string;
  /** Milliseconds since the epoch when the window opened. */
  window_start: number;
  count: number;
};

/** A stored file (a résumé); its bytes are in file_chunks, in order of seq. */
export type FileTable = { id: string; created_at: string; size: number };
export type FileChunkTable = { file_id: string; seq: number; data: Uint8Array };

export type OutboxPurpose = "notification" | "confirmation";

/** One email to send for one submission; an instance claims a row by writing a lease. */
export type OutboxTable = {
  id: string;
  submission_id: string;
  purpose: OutboxPurpose;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  sent_at: string | null;
  last_error: string | null;
};

export type SessionTable = {
  /** SHA-256 of the cookie token, so a leaked table does not hand out sessions. */
  id: string;
  csrf_token: string;
  username: string;
  created_at: string;
  last_seen_at: string;
};

export type IntakeSchema = {
  submissions: SubmissionTable;
  sessions: SessionTable;
  counters: CounterTable;
  files: FileTable;
  file_chunks: FileChunkTable;
  outbox: OutboxTable;
};

export type IntakeDb = Kysely<IntakeSchema>;

type SyncStatement = {
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
  columns(): unknown[];
};
type SyncDatabase = { prepare(sql: string): SyncStatement; exec(sql: string): void; close(): void };

/**
 * Kysely's SqliteDialect expects better-sqlite3's shape; node:sqlite's DatabaseSync differs only in
 * taking parameters spread and in telling readers apart by their result columns.
 */
export function adaptDatabaseSync(database: SyncDatabase): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => statement.iterate(...parameters),
      };
    },
  };
}

async function openSqlite(file: string): Promise<SqliteDatabase> {
  // A variable specifier keeps the types independent of the installed @types/node version.
  const specifier = "node:sqlite";
  const { DatabaseSync } = (await import(specifier)) as {
    DatabaseSync: new (file: string) => SyncDatabase;
  };
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL lets the inbox read while a form writes; busy_timeout waits out a concurrent writer.
  database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  return adaptDatabaseSync(database);
}

export type DatabaseTarget = { url?: string; sqlitePath: string };

export async function openDatabase({ url, sqlitePath }: DatabaseTarget): Promise<IntakeDb> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import("pg");
    return new Kysely<IntakeSchema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
  }
  return new Kysely<IntakeSchema>({
    dialect: new SqliteDialect({ database: await openSqlite(sqlitePath) }),
  });
}

/** Brings the schema to the newest version; the same migrations run on SQLite and PostgreSQL. */
export async function migrate(db: IntakeDb): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
