// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { migrate, openDatabase } from "./database";
import { createMailer, mailboxFor, notificationFor } from "./mail";
import { getSubmission, pendingNotifications, storeSubmission } from "./submissions";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-mail-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const waitFor = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("condition not met");
};

describe("notifications", () => {
  it("go to the site-config mailbox that fits the kind", () => {
    expect(mailboxFor).toMatchObject({
      demo: site.mailboxes.sales,
      contact: site.mailboxes.sales,
      ticket: site.mailboxes.support,
      application: site.mailboxes.careers,
    });
  });

  it("are plain text, with line breaks kept out of the subject", () => {
    const mail = notificationFor({
      id: "1",
      kind: "ticket",
      status: "new",
      createdAt: "2030-01-01T00:00:00.000Z",
      handledAt: null,
      name: "Sam",
      email: "sam@example.ca",
      topic: "VPN\r\nBcc: victim@example.com",
      message: "<b>hi</b>",
      details: {},
      resume: null,
    });
    expect(mail.to).toBe(site.mailboxes.support);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("<b>hi</b>");
    expect(mail).not.toHaveProperty("html");
  });

  it("are retried with backoff after a failure and the record is never lost", async () => {
    const db = await openDatabase({ sqlitePath: path.join(tmp, "mail.sqlite") });
    await migrate(db);
    const { submission } = await storeSubmission(db, {
      kind: "application",
      idempotencyKey: "mail-retry-0123456789",
      name: "Grace",
      email: "grace@example.ca",
      topic: "DevOps Engineer",
      message: "",
      details: {},
    });
    const sent: Array<Record<string, unknown>> = [];
    let failures = 2;
    const logs: Array<Record<string, unknown>> = [];
    const mailer = createMailer(
      db,
      { url: "smtp://unused", from: "site@example.ca" },
      (line) => logs.push(line),
      {
        delays: [10, 20],
        transport: {
          async sendMail(message) {
            if (failures-- > 0) throw new Error("connection refused");
            sent.push(message);
          },
          close() {},
        },
      },
    );
    await waitFor(async () => sent.length === 1 && (await pendingNotifications(db)).length === 0);
    expect(sent[0]).toMatchObject({ to: site.mailboxes.careers, from: "site@example.ca" });
    expect(
      logs.filter((line) => line.event === "mail_failed").map((line) => line.retryInMs),
    ).toEqual([10, 20]);
    expect(await getSubmission(db, submission.id)).not.toBeNull();
    await mailer.close();
    await db.destroy();
  });
});
