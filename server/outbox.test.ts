// @vitest-environment node
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { referenceFor } from "~/lib/reference";
import type { IntakeDb } from "./database";
import { createMailer } from "./mail";
import type { Mailer, MailerOptions } from "./mail";
import { claimDue, enqueueOutbox, markFailed, outboxId, renewLease } from "./outbox";
import { storeSubmission } from "./submissions";
import type { NewSubmission, Submission } from "./submissions";
import { databaseTargets } from "./test-databases";

/** A real SMTP server on 127.0.0.1 that counts what it receives, per recipient and reference. */
type Delivery = { rcptTo: string[]; reference: string | null };
const deliveries: Delivery[] = [];
let refuse = false;
let smtpUrl = "";
let smtpServer: SMTPServer;

beforeAll(async () => {
  smtpServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        // The reference is ASCII, so it survives quoted-printable and soft line breaks unchanged.
        const text = Buffer.concat(chunks).toString("utf8").replace(/=\r\n/g, "");
        deliveries.push({
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          reference: /NP-[0-9A-F]{8}/.exec(text)?.[0] ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtpServer.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtpServer.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => smtpServer.close(() => resolve())));

const waitFor = async (check: () => boolean | Promise<boolean>, what: string, ms = 10_000) => {
  for (let waited = 0; waited < ms; waited += 20) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not met (${deliveries.length} emails received)`);
};

/** How many emails each (recipient, reference) got. */
const tally = () => {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) {
    const key = `${delivery.rcptTo.join(",")} ${delivery.reference}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

describe.each(databaseTargets("outbox"))("the outbox on $name", (target) => {
  let db: IntakeDb;
  let second: IntakeDb;
  const mailers: Mailer[] = [];
  let counter = 0;

  beforeAll(async () => {
    db = await target.open();
    // A second connection pool on the same data: what a second instance of the service has.
    second = await target.open();
  });

  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
    // Each test starts from an empty outbox with every record notified (no backfill between tests).
    await db.deleteFrom("outbox").execute();
    await db
      .updateTable("submissions")
      .set({ notified_at: new Date().toISOString() })
      .where("notified_at", "is", null)
      .execute();
    deliveries.length = 0;
    refuse = false;
  });

  afterAll(async () => {
    await db.destroy();
    await second.destroy();
    await target.cleanup();
  });

  const store = async (overrides: Partial<NewSubmission> = {}, now?: Date): Promise<Submission> => {
    const { submission } = await storeSubmission(
      db,
      {
        kind: "contact",
        idempotencyKey: `outbox-${target.name}-${++counter}-${Date.now()}`.replace(/\W/g, "-"),
        name: "Ada Lovelace",
        email: `ada-${counter}@example.ca`,
        topic: "Managed IT",
        message: "Hello",
        details: {},
        locale: "en",
        ...overrides,
      },
      now,
    );
    return submission;
  };

  const mailer = (on: IntakeDb, options: MailerOptions = {}, log = (_line: object) => {}) => {
    const created = createMailer(
      on,
      { url: smtpUrl, from: site.mailboxes.general },
      (line) => log(line),
      { sweepMs: 60_000, ...options },
    );
    mailers.push(created);
    return created;
  };

  it("keeps one row per submission and purpose, however often it is enqueued", async () => {
    const submission = await store();
    const now = new Date();
    await enqueueOutbox(db, submission.id, ["notification", "confirmation"], now);
    await enqueueOutbox(second, submission.id, ["notification", "confirmation"], now);
    await Promise.all([
      enqueueOutbox(db, submission.id, ["notification"], now),
      enqueueOutbox(second, submission.id, ["confirmation", "notification"], now),
    ]);
    const rows = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(rows.map((row) => [row.id, row.purpose, row.attempts, row.sent_at])).toEqual([
      [outboxId(submission.id, "confirmation"), "confirmation", 0, null],
      [outboxId(submission.id, "notification"), "notification", 0, null],
    ]);
  });

  it("lets exactly one of two racing instances claim each row", async () => {
    const now = new Date();
    const ids: string[] = [];
    for (let index = 0; index < 30; index++) {
      const submission = await store();
      await enqueueOutbox(db, submission.id, ["notification"], now);
      ids.push(outboxId(submission.id, "notification"));
    }
    const claimed: Record<string, string[]> = { a: [], b: [] };
    for (let round = 0; round < 10; round++) {
      const [a, b] = await Promise.all([
        claimDue(db, "instance-a", now, 60_000, 4),
        claimDue(second, "instance-b", now, 60_000, 4),
      ]);
      claimed.a!.push(...a.map((row) => row.id));
      claimed.b!.push(...b.map((row) => row.id));
    }
    const all = [...claimed.a!, ...claimed.b!];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...ids].sort());
    // A held row cannot be renewed or failed by another owner; its owner can renew it.
    const owners = Object.fromEntries(
      (await db.selectFrom("outbox").select(["id", "lease_owner"]).execute()).map((row) => [
        row.id,
        row.lease_owner,
      ]),
    );
    // One instance may win every race and claim all of them: take a row of whichever claimed,
    // and a lease of the other instance's (the same shape of owner, never this row's).
    const first = all[0]!;
    const stranger = owners[first]!.startsWith("instance-a#")
      ? "instance-b#00000000"
      : "instance-a#00000000";
    expect(await renewLease(second, first, stranger, now, 60_000)).toBe(false);
    expect(await renewLease(db, first, owners[first]!, now, 60_000)).toBe(true);
    await markFailed(second, first, stranger, "nope", now);
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", first)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 0, last_error: null, lease_owner: owners[first] });
  });

  it(
    "sends each email exactly once with two instances on the same database",
    { timeout: 90_000 },
    async () => {
      const submissions: Submission[] = [];
      for (let index = 0; index < 25; index++) submissions.push(await store());
      const logs: Record<string, object[]> = { a: [], b: [] };
      const a = mailer(db, { instanceId: "instance-a" }, (line) => logs.a!.push(line));
      const b = mailer(second, { instanceId: "instance-b" }, (line) => logs.b!.push(line));
      // Both instances enqueue every record (a retried request reaching each) and sweep at once.
      await Promise.all(
        submissions.flatMap((submission) => [a.enqueue(submission), b.enqueue(submission)]),
      );
      await Promise.all([a.sweep(), b.sweep(), a.sweep(), b.sweep()]);
      await waitFor(() => deliveries.length >= 50, "50 emails");
      await Promise.all([a.sweep(), b.sweep()]);
      expect(deliveries).toHaveLength(50);
      const counts = tally();
      for (const submission of submissions) {
        const reference = referenceFor(submission.id);
        expect(counts.get(`${site.mailboxes.sales} ${reference}`)).toBe(1);
        expect(counts.get(`${submission.email} ${reference}`)).toBe(1);
      }
      const sent = (lines: object[]) =>
        lines.filter((line) => (line as { event: string }).event === "mail_sent").length;
      expect(sent(logs.a!) + sent(logs.b!)).toBe(50);
      const unsent = await db
        .selectFrom("outbox")
        .select("id")
        .where("sent_at", "is", null)
        .execute();
      expect(unsent).toEqual([]);
    },
  );

  it("takes over a row whose instance died holding its lease, once the lease expires", async () => {
    const submission = await store({ kind: "ticket" });
    const start = new Date();
    await enqueueOutbox(db, submission.id, ["notification", "confirmation"], start);
    const held = await claimDue(db, "dead-instance", start, 120_000, 10);
    expect(held).toHaveLength(2);
    let offset = 0;
    const survivor = mailer(second, { now: () => new Date(Date.now() + offset) });
    expect(await survivor.sweep()).toBe(0);
    expect(deliveries).toHaveLength(0);
    offset = 121_000;
    expect(await survivor.sweep()).toBe(2);
    expect(deliveries.map((delivery) => delivery.rcptTo[0]).sort()).toEqual(
      [site.mailboxes.support, submission.email].sort(),
    );
    expect(await survivor.sweep()).toBe(0);
    expect(deliveries).toHaveLength(2);
  });

  it(
    "after a restart, sends what was pending and never resends what was sent",
    { timeout: 90_000 },
    async () => {
      // Either running instance may claim a row (the first one's sweep as well), so failures are
      // counted from both.
      let failures = 0;
      const countFailures = (line: unknown) => {
        if ((line as { event: string }).event === "mail_failed") failures++;
      };
      const early = [await store(), await store()];
      const first = mailer(db, { delays: [60_000] }, countFailures);
      await Promise.all(early.map((submission) => first.enqueue(submission)));
      await waitFor(() => deliveries.length === 4, "the first four emails");
      refuse = true;
      const late = [await store(), await store()];
      const failing = mailer(db, { delays: [60_000] }, countFailures);
      await Promise.all(late.map((submission) => failing.enqueue(submission)));
      await waitFor(() => failures === 4, "four failures");
      await Promise.all([first.close(), failing.close()]);
      expect(deliveries).toHaveLength(4);
      refuse = false;
      // The service starts again (a new connection, a new mailer) a minute and a bit later.
      const restarted = mailer(second, { now: () => new Date(Date.now() + 61_000) });
      await waitFor(() => deliveries.length >= 8, "the pending emails");
      await restarted.sweep();
      expect(deliveries).toHaveLength(8);
      const counts = tally();
      for (const submission of [...early, ...late]) {
        expect(counts.get(`${site.mailboxes.sales} ${referenceFor(submission.id)}`)).toBe(1);
        expect(counts.get(`${submission.email} ${referenceFor(submission.id)}`)).toBe(1);
      }
    },
  );

  it(
    "notifies every recent record the outbox does not know on start, more than 100 of them",
    { timeout: 90_000 },
    async () => {
      const now = new Date();
      const pending: Submission[] = [];
      for (let index = 0; index < 105; index++) {
        pending.push(await store({ kind: index % 2 ? "demo" : "newsletter" }));
      }
      const old = await store({}, new Date(now.getTime() - 8 * 24 * 60 * 60_000));
      const notified = await store();
      await db
        .updateTable("submissions")
        .set({ notified_at: now.toISOString() })
        .where("id", "=", notified.id)
        .execute();
      // Two instances start at once on the same database.
      const problems: object[] = [];
      const log = (line: object) => {
        if ((line as { event: string }).event === "mail_failed") problems.push(line);
      };
      mailer(db, {}, log);
      mailer(second, {}, log);
      await waitFor(
        () => deliveries.length >= 105 || problems.length > 0,
        "105 notifications",
        45_000,
      );
      expect(problems).toEqual([]);
      await Promise.all(mailers.map((started) => started.sweep()));
      expect(deliveries).toHaveLength(105);
      const references = new Set(deliveries.map((delivery) => delivery.reference));
      expect(references).toEqual(new Set(pending.map((submission) => referenceFor(submission.id))));
      // Only staff notifications: a visitor is never confirmed days after the fact.
      expect(new Set(deliveries.map((delivery) => delivery.rcptTo[0]))).toEqual(
        new Set([site.mailboxes.sales, site.mailboxes.general]),
      );
      const rows = await db
        .selectFrom("outbox")
        .select(["submission_id", "sent_at"])
        .where("submission_id", "in", [old.id, notified.id])
        .execute();
      expect(rows).toEqual([]);
      const stillPending = await db
        .selectFrom("submissions")
        .select("id")
        .where("notified_at", "is", null)
        .execute();
      expect(stillPending.map((row) => row.id)).toEqual([old.id]);
    },
  );
});
