/**
 * The databases a storage-level test runs on: a SQLite file always, and PostgreSQL when
 * TEST_DATABASE_URL is set (`.ci/run` sets it). Each PostgreSQL target gets a schema of its own,
 * so parallel test files never collide; `open()` may be called more than once to get a second
 * connection pool on the same data, as a second instance of the service would.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openDatabase } from "./database";
import type { IntakeDb } from "./database";

export type DatabaseTarget = {
  name: string;
  /** A database URL for createIntakeService (undefined for SQLite). */
  url?: string;
  sqlitePath: string;
  open(): Promise<IntakeDb>;
  cleanup(): Promise<void>;
};

export function databaseTargets(label: string): DatabaseTarget[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `intake-${label}-`));
  const sqlitePath = path.join(dir, "intake.sqlite");
  const targets: DatabaseTarget[] = [
    {
      name: "SQLite",
      sqlitePath,
      async open() {
        const db = await openDatabase({ sqlitePath });
        await migrate(db);
        return db;
      },
      async cleanup() {
        fs.rmSync(dir, { recursive: true, force: true });
      },
    },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `intake_${label.replace(/\W/g, "_")}_${process.pid}`;
    const url = `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const admin = async (query: string) => {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    };
    let created = false;
    targets.push({
      name: "PostgreSQL",
      url,
      sqlitePath,
      async open() {
        if (!created) {
          await admin(`create schema if not exists ${schema}`);
          created = true;
        }
        const db = await openDatabase({ url, sqlitePath });
        await migrate(db);
        return db;
      },
      async cleanup() {
        await admin(`drop schema if exists ${schema} cascade`);
      },
    });
  } else {
    console.info(`${label}: the PostgreSQL run was skipped (set TEST_DATABASE_URL to run it).`);
  }
  return targets;
}
