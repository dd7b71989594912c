// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import type { IncomingMessage } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { adminEndpoints } from "~/lib/admin-endpoints";
import { guardedRoutes, guardedRouteUrl } from "./admin-routes";
import { clientAddress, createIntakeService } from "./app";
import type { IntakeConfig } from "./config";
import { intakeTestConfig } from "./test-config";
import { hashPassword } from "./passwords";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-app-"));
const logs: Array<Record<string, unknown>> = [];
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function testConfig(overrides: Partial<IntakeConfig> = {}): IntakeConfig {
  const dir = fs.mkdtempSync(path.join(tmp, "run-"));
  return intakeTestConfig(
    { sqlitePath: path.join(dir, "intake.sqlite") },
    { loginFailures: 5, log: (line) => logs.push(line), ...overrides },
  );
}

async function start(config: IntakeConfig) {
  const service = await createIntakeService(config);
  const server = http.createServer((req, res) => {
    // A fresh connection per request: a kept-alive socket to a stopped test server could be
    // reused when a later server gets the same port.
    res.shouldKeepAlive = false;
    void service.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    service,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}

let key = 0;
const nextKey = () => `test-key-${Date.now()}-${++key}-padding`;

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.ca",
  company: "",
  phone: "",
  inquiryType: "demo_request",
  message: "Please show me the suite.",
  idempotencyKey: nextKey(),
  website: "",
  context: { demo: "true", product: "Northpine Security Suite" },
  ...overrides,
});

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("intake API", () => {
  let app: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    app = await start(testConfig());
  });
  afterAll(() => app.stop());

  async function signIn() {
    const response = await postJson(`${app.base}${intakeEndpoints.login}`, {
      username: "admin",
      password: site.demoAdmin.password,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return { cookie: cookie.split(";")[0]!, csrfToken };
  }

  it("stores a contact message with its context and answers 201, once per key", async () => {
    const body = contact();
    const first = await postJson(`${app.base}${intakeEndpoints.contact}`, body);
    const again = await postJson(`${app.base}${intakeEndpoints.contact}`, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const { cookie, csrfToken } = await signIn();
    const detail = await fetch(`${app.base}${adminEndpoints.submission(id)}`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    const { submission } = (await detail.json()) as {
      submission: { kind: string; details: { context: unknown } };
    };
    expect(submission.kind).toBe("demo");
    expect(submission.details.context).toEqual({
      demo: "true",
      product: "Northpine Security Suite",
    });
  });

  it("rejects unknown fields, invalid values and wrong content types with a 4xx JSON error", async () => {
    const unknown = await postJson(
      `${app.base}${intakeEndpoints.contact}`,
      contact({ admin: true }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe("invalid");

    const invalid = await postJson(`${app.base}${intakeEndpoints.ticket}`, {
      name: "",
      email: "x",
      subject: "s",
      department: "nope",
      message: "m",
      idempotencyKey: nextKey(),
    });
    expect(invalid.status).toBe(400);
    const { fields } = (await invalid.json()) as { fields: Record<string, string> };
    expect(fields.name).toBe("Enter your name.");

    const text = await fetch(`${app.base}${intakeEndpoints.newsletter}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(415);
    expect(text.headers.get("content-type")).toMatch(/json/);

    const jsonApplication = await postJson(`${app.base}${intakeEndpoints.application}`, {});
    expect(jsonApplication.status).toBe(415);

    const getContact = await fetch(`${app.base}${intakeEndpoints.contact}`);
    expect(getContact.status).toBe(405);
  });

  it("answers 413 to a body over the limit", async () => {
    const response = await postJson(
      `${app.base}${intakeEndpoints.contact}`,
      contact({ message: "x".repeat(70 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("too_large");
  });

  it("lets a client that writes a whole oversized upload before reading see the 413", async () => {
    // As Playwright's request client does: the answer is only read once all 7 MiB are written.
    // Closing as soon as the 413 is sent resets the connection under the client's writes.
    // The production server keeps connections alive, so this one does too (unlike `start`'s).
    const server = http.createServer((req, res) => void app.service.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
    socket.pause();
    const received: Buffer[] = [];
    const outcome = new Promise<string>((resolve) => {
      socket.on("error", (error) => resolve(`error: ${(error as NodeJS.ErrnoException).code}`));
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      socket.on("end", () => resolve(Buffer.concat(received).toString("latin1")));
    });
    const size = 7 * 1024 * 1024;
    socket.write(
      `POST ${intakeEndpoints.application} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${size}\r\n\r\n`,
    );
    await new Promise<void>((resolve, reject) =>
      socket.write(Buffer.alloc(size, 120), (error) => (error ? reject(error) : resolve())),
    );
    socket.resume();
    socket.end();
    const answer = await outcome;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"error":"too_large"');
  });

  it("pretends to accept what fills the honeypot and stores nothing", async () => {
    const { cookie, csrfToken } = await signIn();
    const marker = `bot-${Date.now()}`;
    const response = await postJson(
      `${app.base}${intakeEndpoints.contact}`,
      contact({ website: "http://spam.example", name: marker }),
    );
    expect(response.status).toBe(201);
    const list = await fetch(`${app.base}${adminEndpoints.submissions}?q=${marker}`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    expect(((await list.json()) as { submissions: unknown[] }).submissions).toHaveLength(0);
  });

  it("accepts a PDF résumé by its bytes and refuses a renamed program or an oversized file", async () => {
    const form = (file: Blob, name: string) => {
      const data = new FormData();
      for (const [field, value] of Object.entries({
        fullName: "Grace Hopper",
        email: "grace@example.ca",
        phone: "",
        coverLetter: "Hi",
        jobTitle: "DevOps Engineer",
        idempotencyKey: nextKey(),
      })) {
        data.append(field, value);
      }
      data.append("resume", file, name);
      return data;
    };
    const pdf = await fetch(`${app.base}${intakeEndpoints.application}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form(new Blob(["%PDF-1.4 résumé"]), "cv.pdf"),
    });
    expect(pdf.status).toBe(201);
    const { id } = (await pdf.json()) as { id: string };

    const exe = await fetch(`${app.base}${intakeEndpoints.application}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form(new Blob(["MZ\x90\x00 program"]), "cv.pdf"),
    });
    expect(exe.status).toBe(415);

    const big = await fetch(`${app.base}${intakeEndpoints.application}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: form(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), "cv.pdf"),
    });
    expect(big.status).toBe(413);

    const { cookie, csrfToken } = await signIn();
    const resume = await fetch(`${app.base}${adminEndpoints.resume(id)}`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    expect(resume.status).toBe(200);
    expect(resume.headers.get("content-type")).toBe("application/pdf");
    expect(resume.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(await resume.text()).toBe("%PDF-1.4 résumé");
  });

  it("answers a native form submit with a 303 to the page, no visitor data in the URL", async () => {
    const body = new URLSearchParams({ email: "native@example.ca" });
    const response = await fetch(`${app.base}${intakeEndpoints.newsletter}`, {
      method: "POST",
      body,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/?sent=1");
    const again = await fetch(`${app.base}${intakeEndpoints.newsletter}`, {
      method: "POST",
      body,
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    const { cookie, csrfToken } = await signIn();
    const list = await fetch(`${app.base}${adminEndpoints.submissions}?q=native@example.ca`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    expect(((await list.json()) as { submissions: unknown[] }).submissions).toHaveLength(1);
  });

  it("sends a native submit that fails validation back to its page with a fixed marker", async () => {
    const typed = { name: "Ada Lovelace", email: "not-an-address", message: "Call me" };
    const response = await fetch(`${app.base}${intakeEndpoints.contact}`, {
      method: "POST",
      body: new URLSearchParams(typed),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?error=invalid");
    expect(response.headers.get("content-type")).toBeNull();
  });

  it("brings a native submit back to its page in the language it was sent from", async () => {
    const typed = { name: "Ada Lovelace", email: "not-an-address", message: "Call me" };
    const from = async (referer: string) =>
      (
        await fetch(`${app.base}${intakeEndpoints.contact}`, {
          method: "POST",
          body: new URLSearchParams(typed),
          headers: { referer },
          redirect: "manual",
        })
      ).headers.get("location");
    expect(await from(`${app.base}/fr/contact?demo=x`)).toBe("/fr/contact?error=invalid");
    expect(await from(`${app.base}/ar/contact`)).toBe("/ar/contact?error=invalid");
    // Only the language is taken, and only from this site: never a path to follow.
    expect(await from(`${app.base}/fr/..%2F..%2Fevil`)).toBe("/fr/contact?error=invalid");
    expect(await from("https://elsewhere.example/ar/contact")).toBe("/contact?error=invalid");
    expect(await from("not a url")).toBe("/contact?error=invalid");
    const newsletter = await fetch(`${app.base}${intakeEndpoints.newsletter}`, {
      method: "POST",
      body: new URLSearchParams({ email: "native.fr@example.ca" }),
      headers: { referer: `${app.base}/fr/blog` },
      redirect: "manual",
    });
    expect(newsletter.headers.get("location")).toBe("/fr?sent=1");
  });

  it("takes a multipart application with its résumé from a native submit", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      jobTitle: "DevOps Engineer",
      fullName: "Native Applicant",
      email: "native.applicant@example.ca",
      phone: "",
      coverLetter: "",
      website: "",
    }))
      form.append(name, value);
    form.append("resume", new File(["%PDF-1.4 cv"], "cv.pdf", { type: "application/pdf" }));
    const response = await fetch(`${app.base}${intakeEndpoints.application}`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/careers/apply?sent=1");
    const { cookie, csrfToken } = await signIn();
    const list = await fetch(`${app.base}${adminEndpoints.submissions}?q=native.applicant`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    const { submissions } = (await list.json()) as {
      submissions: Array<{ topic: string; resume: { name: string } | null }>;
    };
    expect(submissions).toEqual([
      expect.objectContaining({
        topic: "DevOps Engineer",
        resume: expect.objectContaining({ name: "cv.pdf" }),
      }),
    ]);
  });

  describe("a native sign-in (the login form submitted before hydration)", () => {
    const nativeLogin = (fields: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${app.base}${intakeEndpoints.login}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers,
        redirect: "manual",
      });
    const sameSite = { "Sec-Fetch-Site": "same-origin" };

    it("signs in with a session cookie and a 303 to /admin", async () => {
      const response = await nativeLogin(
        { username: "admin", password: site.demoAdmin.password },
        sameSite,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin?signed-in=1");
      const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
      const session = await fetch(`${app.base}${intakeEndpoints.session}`, { headers: { cookie } });
      expect(await session.json()).toMatchObject({ signedIn: true, username: "admin" });
    });

    it("sends a wrong pair back to /login without anything typed in the URL", async () => {
      const response = await nativeLogin(
        { username: "admin", password: "wrong-guess-123" },
        sameSite,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/login?error=invalid");
      expect(response.headers.get("set-cookie")).toBeNull();
      const empty = await nativeLogin({ username: "", password: "" }, sameSite);
      expect(empty.headers.get("location")).toBe("/login?error=invalid");
    });

    it("accepts a matching Origin from a browser without Sec-Fetch-Site", async () => {
      const response = await nativeLogin(
        { username: "admin", password: site.demoAdmin.password },
        { Origin: app.base },
      );
      expect(response.headers.get("location")).toBe("/admin?signed-in=1");
    });

    it("refuses a form posted from another site, or with no origin at all", async () => {
      const attempts: Array<Record<string, string>> = [
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "https://attacker.example" },
        {},
      ];
      for (const headers of attempts) {
        const response = await nativeLogin(
          { username: "admin", password: site.demoAdmin.password },
          headers,
        );
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    });
  });

  it("guards every route in the server's table: 401 without a session, 403 with a bad CSRF token", async () => {
    // A stored application, so the résumé URL and the others point at a real record.
    const data = new FormData();
    for (const [field, value] of Object.entries({
      fullName: "Route Guard",
      email: "guard@example.ca",
      phone: "",
      coverLetter: "",
      jobTitle: "Any",
      idempotencyKey: nextKey(),
    })) {
      data.append(field, value);
    }
    data.append("resume", new Blob(["%PDF-1.4 guard"]), "guard.pdf");
    const stored = await fetch(`${app.base}${intakeEndpoints.application}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: data,
    });
    const { id } = (await stored.json()) as { id: string };
    const { cookie, csrfToken } = await signIn();

    expect(guardedRoutes.map((route) => route.name)).toContain("resume");
    for (const route of guardedRoutes) {
      const url = `${app.base}${guardedRouteUrl(route, id)}`;
      const label = `${route.method} ${route.path}`;
      const anonymous = await fetch(url, { method: route.method });
      expect([label, anonymous.status]).toEqual([label, 401]);
      const forgeries: Array<Record<string, string>> = [
        { cookie },
        { cookie, "X-CSRF-Token": "wrong" },
      ];
      for (const headers of forgeries) {
        const forged = await fetch(url, { method: route.method, headers });
        expect([label, forged.status]).toEqual([label, 403]);
      }
    }
    // The same résumé URL with the session's own token answers: the 403s were the guard.
    const resume = guardedRoutes.find((route) => route.name === "resume")!;
    const allowed = await fetch(`${app.base}${guardedRouteUrl(resume, id)}`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    expect(allowed.status).toBe(200);
  });

  it("answers an unknown admin path 401 before saying it does not exist", async () => {
    const unknown = `${adminEndpoints.submissions}/x/unknown`;
    expect((await fetch(`${app.base}${unknown}`)).status).toBe(401);
    const { cookie, csrfToken } = await signIn();
    const known = await fetch(`${app.base}${unknown}`, {
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    expect(known.status).toBe(404);
  });

  it("marks the cookie Secure only when the request came over HTTPS, as nginx forwards it", async () => {
    const login = (headers: Record<string, string>) =>
      postJson(
        `${app.base}${intakeEndpoints.login}`,
        { username: "admin", password: site.demoAdmin.password },
        headers,
      );
    const plain = (await login({})).headers.get("set-cookie") ?? "";
    const proxied = (await login({ "X-Forwarded-Proto": "https" })).headers.get("set-cookie") ?? "";
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).not.toMatch(/Secure/);
    expect(proxied).toMatch(/; Secure/);
  });

  it("trusts the forwarded address only from loopback", () => {
    const request = (remoteAddress: string, realIp?: string) =>
      ({
        socket: { remoteAddress },
        headers: realIp ? { "x-real-ip": realIp } : {},
      }) as unknown as IncomingMessage;
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(request("::1", "203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(request("198.51.100.2", "203.0.113.7"))).toBe("198.51.100.2");
    expect(clientAddress(request("127.0.0.1"))).toBe("127.0.0.1");
  });

  it("ends the session on logout", async () => {
    const { cookie, csrfToken } = await signIn();
    const headers = { cookie, "X-CSRF-Token": csrfToken };
    const session = async () =>
      (
        (await (await fetch(`${app.base}${intakeEndpoints.session}`, { headers })).json()) as {
          signedIn: boolean;
        }
      ).signedIn;
    expect(await session()).toBe(true);
    expect(
      (await fetch(`${app.base}${intakeEndpoints.logout}`, { method: "POST", headers })).status,
    ).toBe(204);
    expect(await session()).toBe(false);
    expect((await fetch(`${app.base}${adminEndpoints.submissions}`, { headers })).status).toBe(401);
  });

  it("logs one line per request without addresses or form content", async () => {
    await postJson(
      `${app.base}${intakeEndpoints.contact}`,
      contact({ name: "Logged Name", email: "logged@example.ca" }),
    );
    const text = JSON.stringify(logs);
    expect(logs.some((line) => line.route === intakeEndpoints.contact && line.status === 201)).toBe(
      true,
    );
    expect(text).not.toContain("Logged Name");
    expect(text).not.toContain("logged@example.ca");
    expect(text).not.toContain("127.0.0.1");
  });
});

// Each test here starts a service and signs in with scrypt, which takes seconds on a busy machine.
describe("limits and lockout", { timeout: 30_000 }, () => {
  it("answers 429 with Retry-After past the submission limit", async () => {
    const app = await start(testConfig({ rateLimit: 2 }));
    try {
      const statuses = [];
      for (let index = 0; index < 3; index++)
        statuses.push((await postJson(`${app.base}${intakeEndpoints.contact}`, contact())).status);
      expect(statuses).toEqual([201, 201, 429]);
      const limited = await postJson(`${app.base}${intakeEndpoints.contact}`, contact());
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await app.stop();
    }
  });

  it("locks an address out after five failed sign-ins, even for the right password", async () => {
    const app = await start(testConfig());
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (
            await postJson(`${app.base}${intakeEndpoints.login}`, {
              username: "admin",
              password: "wrong",
            })
          ).status,
        ).toBe(401);
      }
      const locked = await postJson(`${app.base}${intakeEndpoints.login}`, {
        username: "admin",
        password: site.demoAdmin.password,
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    } finally {
      await app.stop();
    }
  });

  it("counts native sign-ins toward the same lockout, and sends a locked one back to /login", async () => {
    const app = await start(testConfig());
    const native = (password: string) =>
      fetch(`${app.base}${intakeEndpoints.login}`, {
        method: "POST",
        body: new URLSearchParams({ username: "admin", password }),
        headers: { "Sec-Fetch-Site": "same-origin" },
        redirect: "manual",
      });
    try {
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await native("wrong")).headers.get("location")).toBe("/login?error=invalid");
      const locked = await native(site.demoAdmin.password);
      expect(locked.status).toBe(303);
      expect(locked.headers.get("location")).toBe("/login?error=locked");
      expect(locked.headers.get("set-cookie")).toBeNull();
      const json = await postJson(`${app.base}${intakeEndpoints.login}`, {
        username: "admin",
        password: site.demoAdmin.password,
      });
      expect(json.status).toBe(429);
    } finally {
      await app.stop();
    }
    // Seven scrypt checks: seconds on a busy machine.
  }, 30_000);

  it("sends a native submission past the limit back to its page as busy", async () => {
    const app = await start(testConfig({ rateLimit: 1 }));
    try {
      const post = () =>
        fetch(`${app.base}${intakeEndpoints.newsletter}`, {
          method: "POST",
          body: new URLSearchParams({ email: `busy-${Date.now()}@example.ca` }),
          redirect: "manual",
        });
      expect((await post()).headers.get("location")).toBe("/?sent=1");
      expect((await post()).headers.get("location")).toBe("/?error=busy");
    } finally {
      await app.stop();
    }
  });

  it("expires a session after the idle time", async () => {
    const app = await start(testConfig({ sessionIdleMs: 300 }));
    try {
      const response = await postJson(`${app.base}${intakeEndpoints.login}`, {
        username: "admin",
        password: site.demoAdmin.password,
      });
      const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
      const signedIn = async () =>
        (
          (await (
            await fetch(`${app.base}${intakeEndpoints.session}`, { headers: { cookie } })
          ).json()) as { signedIn: boolean }
        ).signedIn;
      expect(await signedIn()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await signedIn()).toBe(false);
    } finally {
      await app.stop();
    }
  });
});

describe("production settings", { timeout: 30_000 }, () => {
  it("refuses to start without a password hash or with the demo password", async () => {
    await expect(createIntakeService(testConfig({ production: true }))).rejects.toThrow(
      /ADMIN_PASSWORD_HASH/,
    );
    const demoHash = await hashPassword(site.demoAdmin.password);
    await expect(
      createIntakeService(testConfig({ production: true, adminPasswordHash: demoHash })),
    ).rejects.toThrow(/demo password/);
  });

  it("signs in with the configured hash and not with the demo pair", async () => {
    const app = await start(
      testConfig({
        production: true,
        adminPasswordHash: await hashPassword("a long production secret"),
      }),
    );
    try {
      expect(
        (
          await postJson(`${app.base}${intakeEndpoints.login}`, {
            username: "admin",
            password: site.demoAdmin.password,
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await postJson(`${app.base}${intakeEndpoints.login}`, {
            username: "admin",
            password: "a long production secret",
          })
        ).status,
      ).toBe(200);
    } finally {
      await app.stop();
    }
  });
});
