import { PostgresAdapter } from "kysely";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Versioned and append-only: a deployed migration is never edited, a change is a new entry.
// Column types are the portable subset (text, integer) so one definition serves both databases.

export const migrations: Record<string, Migration> = {
  "2026-11-23-001-submissions-and-sessions": {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their own time
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("submissions")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
        .addColumn("idempotency_key", "text", (column) => column.notNull().unique())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("handled_at", "text")
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("topic", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("details", "text", (column) => column.notNull())
        .addColumn("resume_file", "text")
        .addColumn("resume_name", "text")
        .addColumn("resume_type", "text")
        .addColumn("resume_size", "integer")
        .addColumn("notified_at", "text")
        .execute();
      await db.schema
        .createIndex("submissions_created_at")
        .on("submissions")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("csrf_token", "text", (column) => column.notNull())
        .addColumn("username", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("last_seen_at", "text", (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable("sessions").execute();
      await db.schema.dropTable("submissions").execute();
    },
  },
  "2026-11-26-001-shared-state": {
    // Everything several instances must agree on lives in the database: counters for rate limits
    // and lockouts, résumé bytes (in chunks, so neither side holds a whole file), and the mail
    // outbox that instances claim with a lease.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    async up(db: Kysely<any>) {
      const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
      await db.schema.alterTable("submissions").addColumn("fingerprint", "text").execute();
      await db.schema.alterTable("submissions").addColumn("locale", "text").execute();
      await db.schema
        .createTable("counters")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("window_start", "bigint", (column) => column.notNull())
        .addColumn("count", "integer", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("files")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("size", "integer", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("file_chunks")
        .addColumn("file_id", "text", (column) => column.notNull())
        .addColumn("seq", "integer", (column) => column.notNull())
        .addColumn("data", bytes, (column) => column.notNull())
        .addPrimaryKeyConstraint("file_chunks_pk", ["file_id", "seq"])
        .execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("submission_id", "text", (column) => column.notNull())
        .addColumn("purpose", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (column) => column.notNull())
        .addColumn("lease_owner", "text")
        .addColumn("lease_until", "text")
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .addUniqueConstraint("outbox_submission_purpose", ["submission_id", "purpose"])
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["sent_at", "next_attempt_at"])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable("outbox").execute();
      await db.schema.dropTable("file_chunks").execute();
      await db.schema.dropTable("files").execute();
      await db.schema.dropTable("counters").execute();
      await db.schema.alterTable("submissions").dropColumn("locale").execute();
      await db.schema.alterTable("submissions").dropColumn("fingerprint").execute();
    },
  },
  "2026-11-26-002-status": {
    // The status page: one check per component per minute (the key makes a second instance's
    // insert a no-op), a daily roll-up kept 90 days, staff-set states and incidents.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("status_checks")
        .addColumn("component", "text", (column) => column.notNull())
        .addColumn("minute", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("message_code", "text")
        .addColumn("checked_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("status_checks_pk", ["component", "minute"])
        .execute();
      await db.schema
        .createIndex("status_checks_minute")
        .on("status_checks")
        .column("minute")
        .execute();
      await db.schema
        .createTable("status_daily")
        .addColumn("component", "text", (column) => column.notNull())
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("checks", "integer", (column) => column.notNull())
        .addColumn("failures", "integer", (column) => column.notNull())
        .addColumn("worst", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("status_daily_pk", ["component", "day"])
        .execute();
      await db.schema
        .createTable("status_manual")
        .addColumn("component", "text", (column) => column.primaryKey())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("status_incidents")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("title", "text", (column) => column.notNull())
        .addColumn("impact", "text", (column) => column.notNull())
        .addColumn("components", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addColumn("resolved_at", "text")
        .execute();
      await db.schema
        .createIndex("status_incidents_updated_at")
        .on("status_incidents")
        .column("updated_at")
        .execute();
      await db.schema
        .createTable("status_incident_updates")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("incident_id", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("status_incident_updates_incident")
        .on("status_incident_updates")
        .columns(["incident_id", "created_at"])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable("status_incident_updates").execute();
      await db.schema.dropTable("status_incidents").execute();
      await db.schema.dropTable("status_manual").execute();
      await db.schema.dropTable("status_daily").execute();
      await db.schema.dropTable("status_checks").execute();
    },
  },
  "2026-11-26-004-privacy": {
    // Visitors' rights and retention (Law 25, PIPEDA, CASL): when an applicant was interviewed,
    // when a newsletter address was confirmed, addresses that asked for no more mail (as hashes),
    // an audit trail without personal data, and service-wide secrets shared by every instance.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    async up(db: Kysely<any>) {
      await db.schema.alterTable("submissions").addColumn("interviewed_at", "text").execute();
      await db.schema.alterTable("submissions").addColumn("confirmed_at", "text").execute();
      await db.schema
        .createTable("suppressions")
        .addColumn("email_hash", "text", (column) => column.primaryKey())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("at", "text", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("detail", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable("settings").execute();
      await db.schema.dropTable("audit_log").execute();
      await db.schema.dropTable("suppressions").execute();
      await db.schema.alterTable("submissions").dropColumn("confirmed_at").execute();
      await db.schema.alterTable("submissions").dropColumn("interviewed_at").execute();
    },
  },
  "2026-11-26-005-consent": {
    // Proof of consent (issue 30): one row per decision, no address, no user agent.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("consent_log")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("consent_id", "text", (column) => column.notNull())
        .addColumn("revision", "integer", (column) => column.notNull())
        .addColumn("preferences", "integer", (column) => column.notNull())
        .addColumn("third_party", "integer", (column) => column.notNull())
        .addColumn("decided_at", "text", (column) => column.notNull())
        .addColumn("logged_at", "text", (column) => column.notNull())
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("locale", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("consent_log_logged_at")
        .on("consent_log")
        .columns(["logged_at", "id"])
        .execute();
      await db.schema
        .createIndex("consent_log_consent_id")
        .on("consent_log")
        .column("consent_id")
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable("consent_log").execute();
    },
  },
};
