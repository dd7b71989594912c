// @vitest-environment node
/**
 * Regression tests for the defects an attack-minded audit found (issue 31): each sends the exact
 * request that used to hang, crash or misbehave, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { adminEndpoints } from "~/lib/admin-endpoints";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { createIntakeService } from "./app";
import type { IntakeConfig } from "./config";
import { openDatabase } from "./database";
import { intakeTestConfig } from "./test-config";
import { databaseTargets } from "./test-databases";

const logs: Array<Record<string, unknown>> = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "intake-resilience-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function config(
  target: { url?: string; sqlitePath: string },
  overrides: Partial<IntakeConfig> = {},
): IntakeConfig {
  return intakeTestConfig(target, { log: (line) => logs.push(line), ...overrides });
}

async function start(serviceConfig: IntakeConfig) {
  const service = await createIntakeService(serviceConfig);
  // Anything else reads a file, as the static server does, on libuv's thread pool.
  const page = path.join(tmp, "page.html");
  fs.writeFileSync(page, "static");
  const server = http.createServer((req, res) => {
    // A fresh connection per request: a kept-alive socket to a stopped test server could be
    // reused when a later server gets the same port.
    res.shouldKeepAlive = false;
    void service.handle(req, res).then(async (handled) => {
      if (!handled) res.writeHead(200).end(await fs.promises.readFile(page));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    service,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}

/** A request sent exactly as written: fetch would normalise the path first. */
function rawRequest(port: number, requestPath: string, options: http.RequestOptions = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path: requestPath, ...options },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      );
      req.setTimeout(5000, () => req.destroy(new Error("no answer within 5 s")));
      req.on("error", reject);
      req.end();
    },
  );
}

let counter = 0;
const key = () => `resilience-${Date.now()}-${++counter}-padding`;
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.ca",
  company: "",
  phone: "",
  inquiryType: "general_inquiry",
  message: "Hello from the resilience tests.",
  idempotencyKey: key(),
  website: "",
  ...overrides,
});

async function signIn(base: string) {
  const response = await postJson(`${base}${intakeEndpoints.login}`, {
    username: site.demoAdmin.username,
    password: site.demoAdmin.password,
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, "X-CSRF-Token": csrfToken };
}

describe.each(databaseTargets("resilience"))(
  "the intake service on $name",
  { timeout: 60_000 },
  (target) => {
    let app: Awaited<ReturnType<typeof start>>;
    beforeAll(async () => {
      await (await target.open()).destroy();
      app = await start(config(target));
    });
    afterAll(async () => {
      await app.stop();
      await target.cleanup();
    });

    it("answers a path that normalises outside /api/ with a JSON 404 instead of hanging", async () => {
      for (const requestPath of ["/api/%2e%2e/x", "/api/..%2fx", "/api/%2E%2E/%2E%2E/etc/passwd"]) {
        const response = await rawRequest(app.port, requestPath);
        expect(response.status).toBe(404);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(JSON.parse(response.body)).toMatchObject({ error: "not_found" });
      }
      expect((await rawRequest(app.port, "/api/no-such-route")).status).toBe(404);
    });

    it("refuses NUL and other control characters in any text field with 400", async () => {
      for (const field of ["name", "message", "company"]) {
        const response = await postJson(
          `${app.base}${intakeEndpoints.contact}`,
          contact({ [field]: `before\u0000after` }),
        );
        expect(response.status).toBe(400);
        expect(
          ((await response.json()) as { fields: Record<string, string> }).fields,
        ).toHaveProperty(field);
      }
      const escape = await postJson(
        `${app.base}${intakeEndpoints.contact}`,
        contact({ message: "a\u001b[31mred" }),
      );
      expect(escape.status).toBe(400);
      const nested = await postJson(
        `${app.base}${intakeEndpoints.contact}`,
        contact({ context: { product: "x\u0000y" } }),
      );
      expect(nested.status).toBe(400);
      // Line breaks and tabs are text.
      const text = await postJson(
        `${app.base}${intakeEndpoints.contact}`,
        contact({ message: "line one\r\n\tline two" }),
      );
      expect(text.status).toBe(201);
      const login = await postJson(`${app.base}${intakeEndpoints.login}`, {
        username: "ad\u0000min",
        password: "x",
      });
      expect(login.status).toBe(400);
    });

    it("answers an unknown admin id, with or without NUL, with 404", async () => {
      const headers = await signIn(app.base);
      for (const id of ["%00", "abc%00def", "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
        const response = await fetch(`${app.base}${adminEndpoints.submissions}/${id}`, { headers });
        expect(response.status).toBe(404);
        const resume = await fetch(`${app.base}${adminEndpoints.submissions}/${id}/resume`, {
          headers,
        });
        expect(resume.status).toBe(404);
      }
      const search = await fetch(`${app.base}${adminEndpoints.submissions}?q=%00`, { headers });
      expect(search.status).toBe(400);
    });

    it("answers 409 when an idempotency key comes back with other content or on another form", async () => {
      const shared = key();
      const first = await postJson(
        `${app.base}${intakeEndpoints.contact}`,
        contact({ idempotencyKey: shared }),
      );
      expect(first.status).toBe(201);
      const retry = await postJson(
        `${app.base}${intakeEndpoints.contact}`,
        contact({ idempotencyKey: shared }),
      );
      expect(retry.status).toBe(200);
      const changed = await postJson(
        `${app.base}${intakeEndpoints.contact}`,
        contact({ idempotencyKey: shared, message: "Something else entirely." }),
      );
      expect(changed.status).toBe(409);
      const otherForm = await postJson(`${app.base}${intakeEndpoints.newsletter}`, {
        email: "other@example.ca",
        idempotencyKey: shared,
      });
      expect(otherForm.status).toBe(409);
    });

    it("pages the inbox through every record and exports all of them as CSV", async () => {
      const marker = `paging-${Date.now()}`;
      const total = 130;
      for (let i = 0; i < total; i += 10)
        await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            postJson(
              `${app.base}${intakeEndpoints.contact}`,
              contact({ message: `${marker} ${i + j}` }),
            ),
          ),
        );
      const headers = await signIn(app.base);
      const seen = new Set<string>();
      let cursor: string | null = null;
      const totals: number[] = [];
      do {
        const query: string = `?q=${marker}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const page = (await (
          await fetch(`${app.base}${adminEndpoints.submissions}${query}`, { headers })
        ).json()) as {
          submissions: Array<{ id: string }>;
          total: number;
          nextCursor: string | null;
        };
        page.submissions.forEach((row) => seen.add(row.id));
        totals.push(page.total);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.size).toBe(total);
      expect(new Set(totals)).toEqual(new Set([total]));
      const csv = await (
        await fetch(`${app.base}${adminEndpoints.exportCsv}?q=${marker}`, { headers })
      ).text();
      expect(csv.trim().split("\r\n")).toHaveLength(total + 1);
      const bad = await fetch(`${app.base}${adminEndpoints.submissions}?cursor=garbage`, {
        headers,
      });
      expect(bad.status).toBe(400);
    });

    it("logs each request with its route, a truncated client address, and a client abort as such", async () => {
      logs.length = 0;
      await rawRequest(app.port, "/api/session", { headers: { "X-Real-IP": "203.0.113.77" } });
      const line = logs.find((entry) => entry.route === "/api/session");
      expect(line).toMatchObject({ method: "GET", status: 200, client: "203.0.113.0" });
      expect(typeof line?.ms).toBe("number");
      expect(JSON.stringify(logs)).not.toContain("203.0.113.77");

      // A client that sends half a body and hangs up.
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: "127.0.0.1",
          port: app.port,
          path: intakeEndpoints.contact,
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": "1000" },
        });
        req.on("error", () => resolve());
        req.write('{"name":');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
      await expect
        .poll(() => logs.find((entry) => entry.route === intakeEndpoints.contact))
        .toMatchObject({
          event: "client_aborted",
        });
      expect(logs.some((entry) => entry.level === "error")).toBe(false);
    });
  },
);

describe("a fault of the server's own", () => {
  it("is answered with a 500 and logged as an error, even after the whole body was read", async () => {
    const [target] = databaseTargets("fault");
    const app = await start(config(target!));
    try {
      // The request's body is read in full before the insert fails.
      await sql`drop table submissions`.execute(app.service.db);
      logs.length = 0;
      const response = await postJson(`${app.base}${intakeEndpoints.contact}`, contact());
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: "internal",
        message: "The request could not be completed.",
      });
      expect(logs.find((entry) => entry.route === intakeEndpoints.contact)).toMatchObject({
        status: 500,
      });
      expect(logs.some((entry) => entry.level === "error")).toBe(true);
      expect(logs.some((entry) => entry.event === "client_aborted")).toBe(false);
    } finally {
      await app.stop();
      await target!.cleanup();
    }
  });
});

describe.each(databaseTargets("lockout"))(
  "sign-in under load on $name",
  { timeout: 120_000 },
  (target) => {
    beforeAll(async () => {
      await (await target.open()).destroy();
    });
    afterAll(() => target.cleanup());

    it("locks out after five of 100 concurrent wrong passwords, across two instances", async () => {
      const first = await start(config(target, { loginFailures: 5 }));
      const second = await start(config(target, { loginFailures: 5 }));
      try {
        const statuses = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            postJson(`${(i % 2 ? first : second).base}${intakeEndpoints.login}`, {
              username: "admin",
              password: `wrong-${i}`,
            }).then((response) => response.status),
          ),
        );
        expect(statuses.filter((status) => status === 401)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(95);
        const right = await postJson(`${second.base}${intakeEndpoints.login}`, {
          username: site.demoAdmin.username,
          password: site.demoAdmin.password,
        });
        expect(right.status).toBe(429);
      } finally {
        await first.stop();
        await second.stop();
      }
    });

    it("keeps answering other requests during a flood of 200 sign-ins, turning the excess away", async () => {
      const app = await start(config(target));
      try {
        const finished: string[] = [];
        const logins = Array.from({ length: 200 }, () =>
          postJson(`${app.base}${intakeEndpoints.login}`, {
            username: site.demoAdmin.username,
            password: site.demoAdmin.password,
          }).then((response) => {
            finished.push("login");
            return response.status;
          }),
        );
        // A page request sent after the flood began is answered before the flood is through.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const page = await fetch(`${app.base}/about`);
        finished.push("page");
        expect(await page.text()).toBe("static");
        const statuses = await Promise.all(logins);
        expect(finished.indexOf("page")).toBeLessThan(finished.length - 1);
        expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
        expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      } finally {
        await app.stop();
      }
    });
  },
);

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)("PostgreSQL dropping connections", { timeout: 60_000 }, () => {
  it("keeps the process up and reconnects when the server terminates the pool's connections", async () => {
    const [, target] = databaseTargets("dropped");
    await (await target!.open()).destroy();
    const { default: pg } = await import("pg");
    const name = `intake_dropped_${process.pid}`;
    const url = `${target!.url}&application_name=${name}`;
    const app = await start(config({ url, sqlitePath: "" }));
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      expect((await postJson(`${app.base}${intakeEndpoints.contact}`, contact())).status).toBe(201);
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      // Each backend ends on its own after pg_terminate_backend returns: wait until every pooled
      // connection has heard, or a request could still be handed one that is about to go.
      await expect
        .poll(() => logs.filter((line) => line.event === "database_connection_lost").length)
        .toBeGreaterThanOrEqual(killed.rowCount!);
      // The idle connections are gone; the pool opens new ones.
      expect((await postJson(`${app.base}${intakeEndpoints.contact}`, contact())).status).toBe(201);
      expect((await fetch(`${app.base}${intakeEndpoints.session}`)).status).toBe(200);
    } finally {
      await admin.end();
      await app.stop();
      await target!.cleanup();
    }
  });

  it("survives the server terminating a connection a transaction holds between two queries", async () => {
    const [, target] = databaseTargets("mid-transaction");
    await (await target!.open()).destroy();
    const { default: pg } = await import("pg");
    const name = `intake_mid_tx_${process.pid}`;
    const seen: Array<Record<string, unknown>> = [];
    const db = await openDatabase({
      url: `${target!.url}&application_name=${name}`,
      sqlitePath: "",
      log: (line) => seen.push(line),
    });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      // A connection checked out of the pool (here by a transaction, between its statements) has
      // no pool listener: its "error" event used to go unheard and take the process down.
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
            [name],
          );
          await expect
            .poll(() => seen.some((line) => line.event === "database_connection_lost"))
            .toBe(true);
          await sql`select 2`.execute(trx);
          return "committed";
        })
        .catch((error: Error) => `failed: ${error.message}`);
      expect(outcome).toMatch(/^failed: /);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
      await target!.cleanup();
    }
  });
});
