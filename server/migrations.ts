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
};
