// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadedFile } from "./body";
import type { IntakeDb } from "./database";
import { storeFile } from "./files";
import { enqueueOutbox } from "./outbox";
import {
  defaultRetention,
  eraseByEmail,
  exportByEmail,
  findByEmail,
  purgeExpired,
} from "./privacy";
import { getSubmission, markHandled, storeSubmission } from "./submissions";
import type { NewSubmission } from "./submissions";
import { databaseTargets } from "./test-databases";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-privacy-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let sequence = 0;
const sample = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  kind: "contact",
  idempotencyKey: `privacy-${Date.now()}-${++sequence}-padding`,
  name: "Ada Lovelace",
  email: "ada@example.ca",
  topic: "General Inquiry",
  message: "Hello",
  details: {},
  ...overrides,
});

function uploaded(bytes: Uint8Array): UploadedFile {
  const file = path.join(tmp, `upload-${++sequence}`);
  fs.writeFileSync(file, bytes);
  return { name: "cv.pdf", size: bytes.length, path: file, sha256: "x", head: bytes.slice(0, 8) };
}

const day = 86_400_000;
const at = (iso: string) => new Date(iso);

describe.each(databaseTargets("privacy"))("privacy on $name", (target) => {
  let db: IntakeDb;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db.destroy();
    await target.cleanup();
  });

  it("purges each kind after its retention period, and nothing younger", async () => {
    const received = at("2026-01-01T00:00:00Z");
    const store = (overrides: Partial<NewSubmission>, when = received) =>
      storeSubmission(db, sample({ email: "retention@example.ca", ...overrides }), when);
    const contact = await store({ kind: "contact" });
    const ticket = await store({ kind: "ticket" });
    const decided = await store({ kind: "application" });
    await markHandled(db, decided.submission.id, at("2026-02-01T00:00:00Z"));
    const undecided = await store({ kind: "application" });
    const unconfirmed = await store({ kind: "newsletter" });
    const confirmed = await store({ kind: "newsletter" });
    await db
      .updateTable("submissions")
      .set({ confirmed_at: received.toISOString() })
      .where("id", "=", confirmed.submission.id)
      .execute();
    const ids = {
      contact: contact.submission.id,
      ticket: ticket.submission.id,
      decided: decided.submission.id,
      undecided: undecided.submission.id,
      unconfirmed: unconfirmed.submission.id,
      confirmed: confirmed.submission.id,
    };
    const alive = async () => {
      const result: string[] = [];
      for (const [name, id] of Object.entries(ids))
        if (await getSubmission(db, id)) result.push(name);
      return result;
    };

    // 29 days on: nothing has expired.
    await purgeExpired(db, defaultRetention, new Date(received.getTime() + 29 * day));
    expect(await alive()).toEqual(Object.keys(ids));
    // 31 days on: the signup never confirmed is gone.
    expect(
      (await purgeExpired(db, defaultRetention, new Date(received.getTime() + 31 * day))).removed,
    ).toEqual({
      newsletter: 1,
    });
    // A year after the decision (1 Feb 2027 + a day): the decided application goes.
    await purgeExpired(db, defaultRetention, at("2027-02-02T00:00:00Z"));
    expect(await alive()).toEqual(["contact", "ticket", "undecided", "confirmed"]);
    // Two years after receipt: contact, ticket and the undecided application go; a confirmed
    // subscription stays until unsubscribed.
    const late = await purgeExpired(db, defaultRetention, at("2028-01-02T00:00:00Z"));
    expect(late.removed).toEqual({ contact: 1, ticket: 1, application: 1 });
    expect(await alive()).toEqual(["confirmed"]);
    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "retention_purge")
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(audit)).not.toContain("retention@example.ca");
  });

  it("finds, exports and erases every record of an address, its résumé and mail traces", async () => {
    const email = "Erase.Me@Example.ca";
    const bytes = new Uint8Array(300_000).fill(7);
    const fileId = await storeFile(db, uploaded(bytes));
    const application = await storeSubmission(
      db,
      sample({
        kind: "application",
        email: "erase.me@example.ca",
        resume: { file: fileId, name: "cv.pdf", type: "application/pdf", size: bytes.length },
      }),
    );
    const contact = await storeSubmission(db, sample({ email }));
    const other = await storeSubmission(db, sample({ email: "keep.me@example.ca" }));
    await enqueueOutbox(db, contact.submission.id, ["notification", "confirmation"], new Date());

    expect((await findByEmail(db, "ERASE.me@example.CA")).map((row) => row.id).sort()).toEqual(
      [application.submission.id, contact.submission.id].sort(),
    );
    const exported = await exportByEmail(db, email);
    expect(exported.submissions).toHaveLength(2);
    expect(exported.emails.map((row) => row.purpose).sort()).toEqual([
      "confirmation",
      "notification",
    ]);

    const erased = await eraseByEmail(db, email);
    expect(erased).toMatchObject({ records: 2, files: 1 });
    expect(await findByEmail(db, email)).toEqual([]);
    expect(
      await db.selectFrom("file_chunks").select("seq").where("file_id", "=", fileId).execute(),
    ).toEqual([]);
    expect(await db.selectFrom("files").select("id").where("id", "=", fileId).execute()).toEqual(
      [],
    );
    expect(
      await db
        .selectFrom("outbox")
        .select("id")
        .where("submission_id", "=", contact.submission.id)
        .execute(),
    ).toEqual([]);
    expect(await getSubmission(db, other.submission.id)).not.toBeNull();
    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy_erase")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail.toLowerCase()).not.toContain("erase.me");
  });
});
