/**
 * Two `npm start` servers on one PostgreSQL database behave as one service (issue 31): a session
 * signed in on one works on the other, a résumé uploaded through one downloads through the other,
 * the sign-in lockout counts across both, and every record is mailed exactly once although both
 * instances run the outbox. Mail goes to a real SMTP server in this test process.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import pg from "pg";
import { site } from "../../app/content/site";
import { adminEndpoints } from "../../app/lib/admin-endpoints";
import { intakeEndpoints } from "../../app/lib/intake-endpoints";
import { expect, test } from "./fixtures";
import { startIntakeServer } from "./intake-server";

const databaseUrl = process.env.TEST_DATABASE_URL;

test.describe("two instances on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial" });
  // `.ci/run` always provides PostgreSQL; a developer machine without it is told so, loudly.
  test.skip(!databaseUrl && !process.env.CI, "needs TEST_DATABASE_URL (PostgreSQL)");

  const schema = `e2e_instances_${process.pid}`;
  const messages: Array<{ to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let servers: Array<Awaited<ReturnType<typeof startIntakeServer>>> = [];
  let admin: pg.Client;

  test.beforeAll(async () => {
    expect(databaseUrl, "TEST_DATABASE_URL must point at PostgreSQL in CI").toBeTruthy();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const url = `${databaseUrl}${databaseUrl!.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const env = {
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_LOGIN_FAILURES: "5",
    };
    // One after the other: the first runs the migrations, the second finds them done.
    servers = [await startIntakeServer(40, env)];
    servers.push(await startIntakeServer(41, env));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  const signIn = async (base: string) => {
    const response = await fetch(`${base}${intakeEndpoints.login}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        username: site.demoAdmin.username,
        password: site.demoAdmin.password,
      }),
    });
    expect(response.status).toBe(200);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return {
      cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]!,
      "X-CSRF-Token": csrfToken,
    };
  };

  test("a session signed in on one instance works on the other", async () => {
    const headers = await signIn(servers[0]!.url);
    const session = await fetch(`${servers[1]!.url}${intakeEndpoints.session}`, { headers });
    expect(await session.json()).toMatchObject({
      signedIn: true,
      username: site.demoAdmin.username,
    });
    const inbox = await fetch(`${servers[1]!.url}${adminEndpoints.submissions}`, { headers });
    expect(inbox.status).toBe(200);
  });

  test("a résumé uploaded through one instance downloads through the other", async () => {
    const bytes = new Uint8Array(300 * 1024);
    bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
    for (let i = 9; i < bytes.length; i++) bytes[i] = i % 251;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      fullName: "Grace Hopper",
      email: "grace.instances@example.ca",
      phone: "",
      coverLetter: "Two instances, one résumé.",
      jobTitle: "DevOps Engineer",
      idempotencyKey: `instances-resume-${Date.now()}-padding`,
    }))
      form.append(name, value);
    form.append("resume", new Blob([bytes], { type: "application/pdf" }), "cv.pdf");
    const upload = await fetch(`${servers[0]!.url}${intakeEndpoints.application}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const headers = await signIn(servers[1]!.url);
    const download = await fetch(`${servers[1]!.url}${adminEndpoints.resume(id)}`, { headers });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  test("the sign-in lockout counts failures on both instances together", async () => {
    const attempt = (index: number, password: string) =>
      fetch(`${servers[index % 2]!.url}${intakeEndpoints.login}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Real-IP": "198.51.100.23" },
        body: JSON.stringify({ username: site.demoAdmin.username, password }),
      });
    for (let index = 0; index < 5; index++)
      expect((await attempt(index, "wrong")).status).toBe(401);
    expect((await attempt(5, site.demoAdmin.password)).status).toBe(429);
    expect((await attempt(6, site.demoAdmin.password)).status).toBe(429);
  });

  test("every record is mailed exactly once, with both instances sending", async () => {
    const marker = `instances-mail-${Date.now()}`;
    const count = 12;
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        fetch(`${servers[index % 2]!.url}${intakeEndpoints.contact}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            name: "Mail Once",
            email: `mail-once-${index}@example.ca`,
            company: "",
            phone: "",
            inquiryType: "general_inquiry",
            message: `${marker} ${index}`,
            idempotencyKey: `${marker}-${index}-padding`,
            website: "",
          }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses).toEqual(Array(count).fill(201));
    const toVisitors = () =>
      messages.filter((message) => message.to.some((to) => to.startsWith("mail-once-")));
    // Only this test sends contact messages, so the sales mailbox's count is theirs.
    const toStaff = () => messages.filter((message) => message.to.includes(site.mailboxes.sales));
    await expect.poll(() => toVisitors().length, { timeout: 30_000 }).toBe(count);
    await expect.poll(() => toStaff().length, { timeout: 30_000 }).toBe(count);
    // Both sweeps have had time to run again; still exactly once each.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const visitors = toVisitors().map((message) => message.to[0]);
    expect(new Set(visitors).size).toBe(count);
    expect(toVisitors()).toHaveLength(count);
    expect(toStaff()).toHaveLength(count);
  });
});
