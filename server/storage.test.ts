// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "./database";
import { migrations as migrationList } from "./migrations";
import type { IntakeDb } from "./database";
import { endSession, createSession, touchSession } from "./sessions";
import {
  countSubmissions,
  getSubmission,
  listSubmissions as listPage,
  markHandled,
  storeSubmission,
} from "./submissions";
import type { SubmissionFilter } from "./submissions";

/** The first page's records, as the tests before paging read them. */
const listSubmissions = async (db: IntakeDb, filter?: SubmissionFilter) =>
  (await listPage(db, filter)).submissions;
import type { NewSubmission } from "./submissions";

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl)
  console.info("Storage tests: the PostgreSQL run was skipped (set TEST_DATABASE_URL to run it).");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-storage-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Each PostgreSQL run gets its own schema, so parallel runs and other users of the database never collide. */
const pgSchema = `intake_test_${process.pid}`;
const withSchema = (url: string) =>
  `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${pgSchema}`)}`;

const targets: Array<{
  name: string;
  open: () => Promise<IntakeDb>;
  cleanup?: () => Promise<void>;
}> = [
  {
    name: "SQLite (node:sqlite)",
    open: () => openDatabase({ sqlitePath: path.join(tmp, "intake.sqlite") }),
  },
];
if (pgUrl) {
  targets.push({
    name: "PostgreSQL",
    async open() {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`create schema if not exists ${pgSchema}`);
      await client.end();
      return openDatabase({ url: withSchema(pgUrl), sqlitePath: "" });
    },
    async cleanup() {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${pgSchema} cascade`);
      await client.end();
    },
  });
}

const sample = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  kind: "contact",
  idempotencyKey: `key-${Math.random().toString(36).slice(2)}-abcdefgh`,
  name: "Ada Lovelace",
  email: "ada@example.ca",
  topic: "General Inquiry",
  message: "Hello there",
  details: { company: "Analytical Engines" },
  ...overrides,
});

describe.each(targets)("storage on $name", ({ open, cleanup }) => {
  let db: IntakeDb;
  afterAll(async () => {
    await db?.destroy();
    await cleanup?.();
  });

  it("creates the schema on first start and migrating again changes nothing", async () => {
    db = await open();
    await migrate(db);
    await migrate(db);
    const migrations = await db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    // Each migration once, in the order of their names.
    expect(migrations.map((row) => (row as { name: string }).name)).toEqual(
      Object.keys(migrationList).sort(),
    );
  });

  it("stores a submission once per idempotency key", async () => {
    const input = sample({ idempotencyKey: "same-key-1234567890" });
    const first = await storeSubmission(db, input);
    const again = await storeSubmission(db, { ...input, message: "a retry" });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.submission.id).toBe(first.submission.id);
    expect((await getSubmission(db, first.submission.id))?.message).toBe("Hello there");
  });

  it("flags a key reused with other content as a conflict, and keeps the first record", async () => {
    const input = sample({ idempotencyKey: "conflict-key-1234567890", fingerprint: "first" });
    const first = await storeSubmission(db, input);
    const same = await storeSubmission(db, { ...input });
    const other = await storeSubmission(db, { ...input, message: "other", fingerprint: "other" });
    expect([first.conflict, same.conflict, other.conflict]).toEqual([false, false, true]);
    expect(other.created).toBe(false);
    expect((await getSubmission(db, first.submission.id))?.message).toBe("Hello there");
  });

  it("pages through every record newest first, and counts them", async () => {
    const kind = "newsletter" as const;
    const at = (i: number) => new Date(Date.UTC(2029, 0, 1, 0, 0, i % 3));
    for (let i = 0; i < 25; i++)
      await storeSubmission(db, sample({ kind, name: `Paged ${i}` }), at(i));
    const seen: string[] = [];
    let after = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof listPage>> = await listPage(db, { kind }, 10, after);
      seen.push(...page.submissions.map((row) => row.name));
      after = page.next;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(25);
    expect(await countSubmissions(db, { kind })).toBe(25);
  });

  it("lists newest first and filters by kind, status and text (wildcards taken literally)", async () => {
    await storeSubmission(
      db,
      sample({ kind: "ticket", name: "Grace Hopper", message: "100% down" }),
      new Date("2030-01-01T00:00:00Z"),
    );
    await storeSubmission(
      db,
      sample({ kind: "demo", email: "LINUS@example.ca", message: "demo please" }),
      new Date("2030-01-02T00:00:00Z"),
    );
    const all = await listSubmissions(db);
    expect(all[0]?.kind).toBe("demo");
    expect(all[1]?.kind).toBe("ticket");
    expect((await listSubmissions(db, { kind: "ticket" })).map((row) => row.name)).toEqual([
      "Grace Hopper",
    ]);
    expect((await listSubmissions(db, { text: "linus" })).map((row) => row.kind)).toEqual(["demo"]);
    expect((await listSubmissions(db, { text: "100%" })).map((row) => row.name)).toEqual([
      "Grace Hopper",
    ]);
    expect(await listSubmissions(db, { text: "0%d" })).toHaveLength(0);
  });

  it("marks a submission handled and filters by status", async () => {
    const { submission } = await storeSubmission(db, sample({ name: "To Handle" }));
    const handled = await markHandled(db, submission.id, new Date("2030-02-01T00:00:00Z"));
    expect(handled?.status).toBe("handled");
    expect(handled?.handledAt).toBe("2030-02-01T00:00:00.000Z");
    const names = (await listSubmissions(db, { status: "handled" })).map((row) => row.name);
    expect(names).toEqual(["To Handle"]);
    expect((await listSubmissions(db, { status: "new" })).map((row) => row.name)).not.toContain(
      "To Handle",
    );
  });

  it("keeps sessions server-side, slides them on use and ends them on idle or logout", async () => {
    const start = new Date("2030-03-01T00:00:00Z");
    const { token, csrfToken } = await createSession(db, "admin", start);
    const idle = 30 * 60 * 1000;
    expect(await touchSession(db, token, idle, new Date(start.getTime() + idle - 1000))).toEqual({
      username: "admin",
      csrfToken,
    });
    // The use above moved the window: 29 minutes after it is still inside.
    expect(
      await touchSession(db, token, idle, new Date(start.getTime() + 2 * idle - 2000)),
    ).not.toBeNull();
    expect(await touchSession(db, token, idle, new Date(start.getTime() + 4 * idle))).toBeNull();
    expect(await touchSession(db, "not-a-token", idle, start)).toBeNull();

    const second = await createSession(db, "admin", start);
    await endSession(db, second.token);
    expect(await touchSession(db, second.token, idle, start)).toBeNull();
  });

  it("keeps the records across a restart", async () => {
    const before = (await listSubmissions(db)).map((row) => row.id);
    await db.destroy();
    db = await open();
    await migrate(db);
    expect((await listSubmissions(db)).map((row) => row.id)).toEqual(before);
  });
});
