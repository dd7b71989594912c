import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from "kysely";
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
  /** Applications: when the applicant was interviewed (the 45-day answer clock starts). */
  interviewed_at: string | null;
  /** Newsletter signups: when the address confirmed (CASL); null while unconfirmed. */
  confirmed_at: string | null;
};

/** Addresses that asked for no more mail, as SHA-256 of the lower-cased address. */
export type SuppressionTable = { email_hash: string; created_at: string };

/** What staff and the service did with personal data; never the data itself. */
export type AuditLogTable = { id: string; at: string; action: string; detail: string };

/** Service-wide values every instance shares (the mail-link signing key). */
export type SettingTable = { key: string; value: string };

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

/** The status page (server/status/): one row per component per minute, whichever instance wrote it. */
export type StatusCheckTable = {
  component: string;
  /** "2026-11-26T14:05" (UTC): with the component, the primary key. */
  minute: string;
  status: string;
  message_code: string | null;
  checked_at: string;
};

/** A component's day, rolled up from its checks and kept 90 days. */
export type StatusDailyTable = {
  component: string;
  /** "2026-11-26" (UTC). */
  day: string;
  checks: number;
  failures: number;
  worst: string;
};

/** The state staff set for a component the service cannot check. */
export type StatusManualTable = {
  component: string;
  status: string;
  message: string;
  updated_at: string;
};

export type StatusIncidentTable = {
  id: string;
  title: string;
  impact: string;
  /** JSON array of component ids. */
  components: string;
  status: string;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
};

export type StatusIncidentUpdateTable = {
  id: string;
  incident_id: string;
  status: string;
  message: string;
  created_at: string;
};

export type IntakeSchema = {
  suppressions: SuppressionTable;
  audit_log: AuditLogTable;
  settings: SettingTable;
  submissions: SubmissionTable;
  sessions: SessionTable;
  counters: CounterTable;
  files: FileTable;
  file_chunks: FileChunkTable;
  outbox: OutboxTable;
  status_checks: StatusCheckTable;
  status_daily: StatusDailyTable;
  status_manual: StatusManualTable;
  status_incidents: StatusIncidentTable;
  status_incident_updates: StatusIncidentUpdateTable;
  consent_log: ConsentLogTable;
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

export type DatabaseTarget = {
  url?: string;
  sqlitePath: string;
  log?: (line: Record<string, unknown>) => void;
};

export async function openDatabase({ url, sqlitePath, log }: DatabaseTarget): Promise<IntakeDb> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A connection that cannot be had in time fails the request, not the whole queue.
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection the server drops (a restart, a failover, pg_terminate_backend) emits "error" on
    // its client; with no listener that would crash the process. The pool listens only while a
    // client is idle, so every client gets a listener of its own for the time it is checked out
    // (a transaction between statements); the query in flight fails and the pool discards the
    // client. The pool's own "error" repeats what the client already reported.
    pool.on("connect", (client) =>
      client.on("error", (error) =>
        log?.({
          level: "warn",
          time: new Date().toISOString(),
          event: "database_connection_lost",
          message: error.message.slice(0, 200),
        }),
      ),
    );
    pool.on("error", () => {});
    return new Kysely<IntakeSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<IntakeSchema>({
    dialect: new SqliteDialect({ database: await openSqlite(sqlitePath) }),
  });
}

/** Brings the schema to the newest version; the same migrations run on SQLite and PostgreSQL. */
export async function migrate(db: IntakeDb): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which one: on a PostgreSQL server
  // shared with other schemas (tests, other apps) it must be the one this connection uses.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** One consent decision, kept for proof (server/consent.ts): no address, no user agent. */
export type ConsentLogTable = {
  id: string;
  /** The random id the browser keeps in its consent record. */
  consent_id: string;
  revision: number;
  /** 1 or 0. */
  preferences: number;
  third_party: number;
  /** When the browser says the decision was made (ISO 8601). */
  decided_at: string;
  /** When the server logged it (ISO 8601). */
  logged_at: string;
  source: string;
  locale: string;
};
