// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { confirmationMail as en } from "~/content/intake-mail";
import { confirmationMail as ar } from "~/content/compiled/ar/intake-mail";
import { confirmationMail as fr } from "~/content/compiled/fr/intake-mail";
import { formatAddress, site } from "~/content/site";
import { templatePlaceholders } from "~/lib/fill-template";
import { referenceFor, referencePattern } from "~/lib/reference";
import { migrate, openDatabase } from "./database";
import type { IntakeDb, SubmissionKind } from "./database";
import {
  confirmationFor,
  createMailer,
  failureReason,
  mailboxFor,
  notificationFor,
  retryDelaysMs,
} from "./mail";
import type { Mailer } from "./mail";
import { storeSubmission } from "./submissions";
import { startSmtp } from "./test-smtp";
import type { Received, TestSmtp } from "./test-smtp";
import type { NewSubmission, Submission } from "./submissions";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-mail-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// --- Fixtures ------------------------------------------------------------------------------------

const waitFor = async (check: () => boolean | Promise<boolean>, what = "condition") => {
  for (let tries = 0; tries < 250; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} not met`);
};

let smtp: TestSmtp;
let db: IntakeDb;
const mailers: Mailer[] = [];
const logs: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  smtp = await startSmtp();
  db = await openDatabase({ sqlitePath: path.join(tmp, "mail.sqlite") });
  await migrate(db);
});

afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
  smtp.received.length = 0;
  smtp.refuse = () => false;
  logs.length = 0;
});

afterAll(async () => {
  await smtp.close();
  await db.destroy();
});

const from = `${site.name} website <${site.mailboxes.general}>`;

function startMailer(options: Parameters<typeof createMailer>[3] = {}) {
  const mailer = createMailer(db, { url: smtp.url, from }, (line) => logs.push(line), {
    sweepMs: 60_000,
    ...options,
  });
  mailers.push(mailer);
  return mailer;
}

let counter = 0;
async function store(overrides: Partial<NewSubmission> = {}): Promise<Submission> {
  const { submission } = await storeSubmission(db, {
    kind: "contact",
    idempotencyKey: `mail-test-${++counter}-${Date.now()}-abcdef`,
    name: "Ada Lovelace",
    email: "ada@example.ca",
    topic: "Managed IT",
    message: "Hello there",
    details: {},
    ...overrides,
  });
  return submission;
}

const forReference = (submission: Submission) =>
  smtp.received.filter((mail) => mail.body.includes(referenceFor(submission.id)));

const allowedHeaders = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "auto-submitted",
  "content-language",
]);

function expectCleanHeaders(mail: Received, replyTo: string | undefined) {
  expect(mail.headerNames.filter((name) => !allowedHeaders.has(name))).toEqual([]);
  for (const name of mail.headerNames) expect(mail.headers.get(name), name).toHaveLength(1);
  expect(mail.headers.get("content-type")?.[0]).toMatch(/^text\/plain; charset=utf-8/i);
  expect(mail.headers.get("reply-to")?.[0]).toBe(replyTo);
  const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
  expect(head).not.toMatch(/^(bcc|cc|x-injected):/im);
  for (const value of mail.headers.values()) expect(value[0]).not.toMatch(/[\r\n]/);
}

// --- Messages as data ----------------------------------------------------------------------------

const sample: Submission = {
  id: "0f1e2d3c-4b5a-4978-8877-665544332211",
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
  interviewedAt: null,
  answerBy: null,
  confirmedAt: null,
};

describe("notifications", () => {
  it("go to the site-config mailbox that fits the kind", () => {
    expect(mailboxFor).toEqual({
      demo: site.mailboxes.sales,
      contact: site.mailboxes.sales,
      ticket: site.mailboxes.support,
      application: site.mailboxes.careers,
      newsletter: site.mailboxes.general,
      privacy: site.mailboxes.privacy,
    });
  });

  it("are plain text, with line breaks kept out of the subject and the one-line fields", () => {
    const mail = notificationFor({ ...sample, name: "Sam\r\nEmail: boss@example.ca" });
    expect(mail.to).toBe(site.mailboxes.support);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("Support ticket: VPN Bcc: victim@example.com");
    expect(mail.text).toContain("<b>hi</b>");
    expect(mail.text).toContain(`Reference: ${referenceFor(sample.id)}`);
    expect(mail.text.split("\n").filter((line) => line.startsWith("Email:"))).toEqual([
      "Email: sam@example.ca",
    ]);
    expect(mail).not.toHaveProperty("html");
    expect(mail.replyTo).toBe("sam@example.ca");
  });

  it("carry a Reply-To only for a single valid address", () => {
    for (const email of [
      "a@b.example,c@d.example",
      "Sam <sam@example.ca>",
      "sam@example.ca\r\nBcc: x@y.example",
      "not-an-address",
      "",
    ]) {
      expect(notificationFor({ ...sample, email }), email).not.toHaveProperty("replyTo");
    }
  });
});

describe("confirmations", () => {
  it("are built from the id, kind and address only, in the record's language", () => {
    const hostile = {
      ...sample,
      name: "VISITOR-NAME",
      topic: "VISITOR-TOPIC",
      message: "VISITOR-MESSAGE http://spam.example",
    };
    for (const [locale, copy] of [
      ["en", en],
      ["fr", fr],
      ["ar", ar],
    ] as const) {
      const mail = confirmationFor(hostile, locale)!;
      expect(mail.to).toBe("sam@example.ca");
      expect(mail.replyTo).toBe(site.mailboxes.support);
      expect(mail.subject).toContain(referenceFor(sample.id));
      expect(mail.text).toContain(copy.greeting);
      expect(mail.text).toContain(referenceFor(sample.id));
      expect(mail.text).toContain(formatAddress());
      expect(mail.text).toContain(site.legalName);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/VISITOR|spam\.example|\{\w+\}/);
    }
    expect(confirmationFor(sample, "fr")!.headers["Content-Language"]).toBe("fr-CA");
  });

  it("fall back to English for a missing or unknown language", () => {
    for (const locale of [null, undefined, "", "sv", "xx", "EN"]) {
      expect(confirmationFor(sample, locale)!.text).toContain(en.greeting);
    }
  });

  it("are not written without a single valid address", () => {
    expect(confirmationFor({ ...sample, email: "a@b.example,c@d.example" }, "en")).toBeNull();
    expect(confirmationFor({ ...sample, email: "x" }, "en")).toBeNull();
  });

  it("use the same placeholders in every language", () => {
    const strings = (value: unknown, at = ""): Array<[string, string]> =>
      typeof value === "string"
        ? [[at, value]]
        : Object.entries(value as object).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
    const english = new Map(strings(en));
    for (const translation of [fr, ar]) {
      for (const [at, text] of strings(translation)) {
        expect(templatePlaceholders(text), at).toEqual(templatePlaceholders(english.get(at)!));
      }
    }
  });
});

describe("failure reasons", () => {
  it("are short and never name an address", () => {
    const error = Object.assign(new Error("550 5.1.1 <victim@example.com>: unknown\r\nuser"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    const reason = failureReason(error);
    expect(reason).toBe("EENVELOPE 550 550 5.1.1 <<address>>: unknown user");
    expect(failureReason(new Error("x".repeat(500)))).toHaveLength(200);
    expect(failureReason(undefined)).toBe("unknown");
  });

  it("keep the backoff schedule", () => {
    expect(retryDelaysMs).toEqual([60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000]);
  });
});

// --- Through a real SMTP server -------------------------------------------------------------------

const kinds: SubmissionKind[] = ["contact", "demo", "ticket", "application", "newsletter"];

describe("through an SMTP server", () => {
  it.each(kinds)("mails a %s to its mailbox and confirms it to the visitor", async (kind) => {
    const submission = await store({ kind, email: `visitor-${kind}@example.ca`, locale: "en" });
    const mailer = startMailer();
    await mailer.enqueue(submission);
    await waitFor(
      () => logs.filter((line) => line.event === "mail_sent").length === 2,
      "two emails sent",
    );
    const notification = forReference(submission).find(
      (mail) => mail.rcptTo[0] === mailboxFor[kind],
    )!;
    expect(notification.rcptTo).toEqual([mailboxFor[kind]]);
    expect(notification.headers.get("to")).toEqual([mailboxFor[kind]]);
    expect(notification.body).toContain("Hello there");
    expectCleanHeaders(notification, `visitor-${kind}@example.ca`);
    const confirmation = forReference(submission).find(
      (mail) => mail.rcptTo[0] !== mailboxFor[kind],
    )!;
    expect(confirmation.rcptTo).toEqual([`visitor-${kind}@example.ca`]);
    expect(confirmation.mailFrom).toBe(site.mailboxes.general);
    expectCleanHeaders(confirmation, mailboxFor[kind]);
    expect(confirmation.body).toContain(
      en.body[kind].replace("{company}", site.name).split("{")[0]!,
    );
    expect(logs.filter((line) => line.event === "mail_sent")).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain("@");
  });

  it("lets no field add a header or a recipient", async () => {
    const injection = "\r\nBcc: victim@example.com, other@example.com\r\nX-Injected: yes\r\n";
    const tricky = await store({
      kind: "ticket",
      name: `Eve, <eve@example.ca>${injection}`,
      topic: `Help${injection}`,
      message: `Line${injection}.\r\nMAIL FROM:<spam@example.com>\r\n.\r\n`,
      email: "eve@example.ca",
      locale: "fr",
    });
    const listed = await store({
      kind: "contact",
      name: `Mallory${injection}`,
      topic: `Sales${injection}`,
      email: "mallory@example.ca,victim@example.com",
    });
    const broken = await store({
      kind: "newsletter",
      email: `mallory@example.ca${injection}`,
      name: "",
      topic: "Newsletter",
    });
    const mailer = startMailer();
    await Promise.all([tricky, listed, broken].map((submission) => mailer.enqueue(submission)));
    await waitFor(() => smtp.received.length === 4, "four emails");
    await mailer.sweep();
    expect(smtp.received).toHaveLength(4);
    const recipients = smtp.received.flatMap((mail) => mail.rcptTo).sort();
    expect(recipients).toEqual(
      [
        "eve@example.ca",
        site.mailboxes.support,
        site.mailboxes.sales,
        site.mailboxes.general,
      ].sort(),
    );
    const [trickyNotification] = forReference(tricky).filter(
      (mail) => mail.rcptTo[0] === site.mailboxes.support,
    );
    expectCleanHeaders(trickyNotification!, "eve@example.ca");
    expect(trickyNotification!.headers.get("subject")?.[0]).toBe(
      "Support ticket: Help Bcc: victim@example.com, other@example.com X-Injected: yes",
    );
    // The message reaches staff whole, dot line and all, as text of the body.
    expect(trickyNotification!.body).toContain("MAIL FROM:<spam@example.com>");
    const [trickyConfirmation] = forReference(tricky).filter(
      (mail) => mail.rcptTo[0] === "eve@example.ca",
    );
    expectCleanHeaders(trickyConfirmation!, site.mailboxes.support);
    expect(trickyConfirmation!.body).not.toMatch(/Eve|Help|victim|spam/);
    // A list or a broken address gets no Reply-To and no confirmation.
    expectCleanHeaders(forReference(listed)[0]!, undefined);
    expectCleanHeaders(forReference(broken)[0]!, undefined);
    expect(forReference(listed)).toHaveLength(1);
    expect(forReference(broken)).toHaveLength(1);
  });

  it.each([
    ["en", en],
    ["fr", fr],
    ["ar", ar],
  ] as const)(
    "confirms in %s with the reference and none of the visitor's text",
    async (locale, copy) => {
      const submission = await store({
        kind: "demo",
        name: "VISITOR-NAME Buy cheap pills",
        topic: "VISITOR-TOPIC http://spam.example",
        message: "VISITOR-MESSAGE visit http://spam.example now",
        email: `visitor-${locale}@example.ca`,
        details: { company: "VISITOR-COMPANY" },
        locale,
      });
      const mailer = startMailer();
      await mailer.enqueue(submission);
      await waitFor(
        () => smtp.received.some((mail) => mail.rcptTo[0] === `visitor-${locale}@example.ca`),
        "the confirmation",
      );
      const mail = smtp.received.find(
        (received) => received.rcptTo[0] === `visitor-${locale}@example.ca`,
      )!;
      const reference = referenceFor(submission.id);
      expect(reference).toMatch(referencePattern);
      expect(mail.headers.get("subject")?.[0]).toBe(
        copy.subject.demo.replace("{reference}", reference),
      );
      expect(mail.headers.get("content-language")?.[0]).toBe(locale === "fr" ? "fr-CA" : locale);
      expect(mail.body).toContain(reference);
      expect(mail.body).toContain(copy.greeting);
      expect(mail.body).toContain(copy.signature.replace("{company}", site.name));
      expect(mail.body).toContain(formatAddress());
      expect(mail.raw).not.toMatch(/VISITOR|spam\.example|pills/);
      expect(mail.body).not.toMatch(/VISITOR|spam\.example|pills/);
    },
  );

  it("sends later, with backoff, when the server refuses and then recovers", async () => {
    const submission = await store({ kind: "application", email: "grace@example.ca" });
    let refusals = 2;
    smtp.refuse = (rcptTo) => rcptTo[0] === site.mailboxes.careers && refusals-- > 0;
    const mailer = startMailer({ delays: [30, 60] });
    await mailer.enqueue(submission);
    await waitFor(
      () => logs.filter((line) => line.event === "mail_sent").length === 2,
      "both emails sent",
    );
    expect(forReference(submission)).toHaveLength(2);
    const failures = logs.filter((line) => line.event === "mail_failed");
    expect(failures.map((line) => [line.purpose, line.kind, line.attempt, line.retryInMs])).toEqual(
      [
        ["notification", "application", 1, 30],
        ["notification", "application", 2, 60],
      ],
    );
    expect(
      logs.find((line) => line.event === "mail_sent" && line.purpose === "notification"),
    ).toMatchObject({
      kind: "application",
      attempt: 3,
    });
    expect(JSON.stringify(logs)).not.toContain("@");
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where("submission_id", "=", submission.id)
      .where("purpose", "=", "notification")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 3, lease_owner: null, lease_until: null });
    expect(row.sent_at).not.toBeNull();
    const stored = await db
      .selectFrom("submissions")
      .select("notified_at")
      .where("id", "=", submission.id)
      .executeTakeFirstOrThrow();
    expect(stored.notified_at).not.toBeNull();
  });

  it("keeps a failed row's next attempt in the database, after a restart too", async () => {
    const submission = await store({ kind: "contact", email: "restart@example.ca" });
    smtp.refuse = () => true;
    const first = startMailer({ delays: [10_000] });
    await first.enqueue(submission);
    await waitFor(
      () => logs.filter((line) => line.event === "mail_failed").length === 2,
      "two failures",
    );
    await first.close();
    const rows = await db
      .selectFrom("outbox")
      .selectAll()
      .where("submission_id", "=", submission.id)
      .execute();
    expect(rows.map((row) => [row.attempts, row.sent_at, row.lease_owner])).toEqual([
      [1, null, null],
      [1, null, null],
    ]);
    expect(rows.every((row) => row.last_error?.includes("451"))).toBe(true);
    expect(
      rows.every((row) => row.next_attempt_at > new Date(Date.now() + 5_000).toISOString()),
    ).toBe(true);
    expect(rows.every((row) => !row.last_error?.includes("@"))).toBe(true);
    smtp.refuse = () => false;
    // A new instance (the service restarted) sends them once they are due, without an enqueue.
    startMailer({ sweepMs: 25, now: () => new Date(Date.now() + 11_000) });
    await waitFor(() => forReference(submission).length === 2, "both emails after the restart");
  });
});
