// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusComponentDefs, statusEndpoints } from "~/features/status/status-schema";
import type { Incident, StatusSummary } from "~/features/status/status-schema";
import { HttpError } from "../body";
import { migrate, openDatabase } from "../database";
import type { IntakeDb } from "../database";
import { escapeXmlText, incidentsAtom } from "./atom";
import { authCheck, mailCheck, runCheck } from "./checks";
import {
  addDays,
  buildHistory,
  historyUptime,
  minuteKey,
  rollUpDay,
  uptimePercent,
  worstOf,
} from "./history";
import { createStatusService } from "./service";
import type { SendJson, StatusService } from "./service";
import { dailyRollups, latestChecks, recordChecks, rollUpAndPurge } from "./store";

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.info("Status tests: the PostgreSQL run was skipped (set TEST_DATABASE_URL).");
const pgSchema = `status_test_${process.pid}`;
const withSchema = (url: string) =>
  `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${pgSchema}`)}`;

async function pgAdmin(query: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

const targets: Array<{ name: string; open: () => Promise<IntakeDb>; cleanup?: () => Promise<void> }> = [
  { name: "SQLite", open: () => openDatabase({ sqlitePath: ":memory:" }) },
];
if (pgUrl) {
  targets.push({
    name: "PostgreSQL",
    async open() {
      await pgAdmin(`create schema if not exists ${pgSchema}`);
      return openDatabase({ url: withSchema(pgUrl), sqlitePath: "" });
    },
    cleanup: () => pgAdmin(`drop schema if exists ${pgSchema} cascade`),
  });
}

describe("status rules", () => {
  it("keys checks by UTC minute and day", () => {
    expect(minuteKey(new Date("2026-11-26T14:05:59.900Z"))).toBe("2026-11-26T14:05");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("takes the worst status in the spec's order", () => {
    expect(worstOf([])).toBeNull();
    expect(worstOf(["operational", "maintenance"])).toBe("maintenance");
    expect(worstOf(["maintenance", "degraded_performance"])).toBe("degraded_performance");
    expect(worstOf(["partial_outage", "major_outage", "operational"])).toBe("major_outage");
  });

  it("rolls a day up: checks, failures (partial and major outages) and the worst status", () => {
    expect(
      rollUpDay({ operational: 1430, degraded_performance: 5, partial_outage: 3, major_outage: 2 }),
    ).toEqual({ checks: 1440, failures: 5, worst: "major_outage" });
    expect(rollUpDay({ operational: 10, maintenance: 5 })).toEqual({
      checks: 15,
      failures: 0,
      worst: "maintenance",
    });
    expect(rollUpDay({})).toEqual({ checks: 0, failures: 0, worst: null });
  });

  it("rounds uptime down, so one failed minute never reads 100%", () => {
    expect(uptimePercent(1440, 0)).toBe(100);
    expect(uptimePercent(1440, 1)).toBe(99.93);
    expect(uptimePercent(3, 1)).toBe(66.66);
    expect(uptimePercent(0, 0)).toBeNull();
  });

  it("builds 90 days ending today, with empty days and the overall uptime", () => {
    const history = buildHistory(
      new Map([
        ["2026-11-26", { checks: 100, failures: 10, worst: "major_outage" }],
        ["2026-11-20", { checks: 100, failures: 0, worst: "operational" }],
        ["2026-08-01", { checks: 100, failures: 100, worst: "major_outage" }],
      ]),
      "2026-11-26",
    );
    expect(history).toHaveLength(90);
    expect(history[0]!.day).toBe("2026-08-29");
    expect(history.at(-1)).toEqual({
      day: "2026-11-26",
      checks: 100,
      failures: 10,
      worst: "major_outage",
      uptime: 90,
    });
    expect(history.at(-2)).toEqual({
      day: "2026-11-25",
      checks: 0,
      failures: 0,
      worst: null,
      uptime: null,
    });
    // The day outside the window does not count.
    expect(historyUptime(history)).toBe(95);
    expect(historyUptime(buildHistory(new Map(), "2026-11-26"))).toBeNull();
  });
});

describe("checks", () => {
  it("turns a throw or a timeout into a major outage", async () => {
    expect(await runCheck(() => Promise.reject(new Error("no")))).toEqual({
      status: "major_outage",
      messageCode: "check_failed",
    });
    expect(await runCheck(() => new Promise(() => {}), 20)).toEqual({
      status: "major_outage",
      messageCode: "check_failed",
    });
    expect(await runCheck(async () => ({ status: "operational" }))).toEqual({
      status: "operational",
      messageCode: null,
    });
  });

  it("reports mail as not configured without SMTP, and verifies the transport with it", async () => {
    expect(await mailCheck({ smtp: null })()).toEqual({
      status: "maintenance",
      messageCode: "mail_not_configured",
    });
    const smtp = { url: "smtp://mail.invalid", from: "a@b.c" };
    let verified = true;
    const check = mailCheck({ smtp }, () => ({
      verify: async () => {
        if (!verified) throw new Error("ECONNREFUSED");
        return true;
      },
      close() {},
    }));
    expect(await check()).toEqual({ status: "operational", messageCode: null });
    verified = false;
    expect(await check()).toEqual({ status: "partial_outage", messageCode: "mail_unreachable" });
  });
});

describe("the incidents feed", () => {
  const incident: Incident = {
    id: "3f0c7c1e-1111-4222-8333-444455556666",
    title: `Login <b>"broken"</b> & 'slow'`,
    impact: "partial_outage",
    components: ["auth", "api"],
    status: "identified",
    createdAt: "2026-11-26T10:00:00.000Z",
    updatedAt: "2026-11-26T10:30:00.000Z",
    resolvedAt: null,
    updates: [
      {
        id: "u2",
        status: "identified",
        message: "Cause found: <script>alert(1)</script>\u0007",
        createdAt: "2026-11-26T10:30:00.000Z",
      },
      { id: "u1", status: "investigating", message: "Looking", createdAt: "2026-11-26T10:00:00.000Z" },
    ],
  };

  it("escapes markup and drops characters XML cannot carry", () => {
    expect(escapeXmlText(`<a href="x">&'\u0000\uFFFE`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("is an Atom 1.0 feed whose entries carry staff text only as escaped text", () => {
    const xml = incidentsAtom([incident], { auth: "Authentication", api: "API" }, new Date());
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(xml).toContain("<updated>2026-11-26T10:30:00.000Z</updated>");
    expect(xml).toContain("<id>urn:uuid:3f0c7c1e-1111-4222-8333-444455556666</id>");
    expect(xml).toContain(
      "<title type=\"text\">Login &lt;b&gt;&quot;broken&quot;&lt;/b&gt; &amp; &apos;slow&apos;</title>",
    );
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("\u0007");
    expect(xml).toContain('<category term="auth" label="Authentication"/>');
    expect(xml).toContain("Identified. Partial outage: Authentication, API.");
    // Well-formed: every element opened is closed.
    const opened = xml.match(/<(entry|feed|title|content|summary)[\s>]/g)?.length ?? 0;
    const closed = xml.match(/<\/(entry|feed|title|content|summary)>/g)?.length ?? 0;
    expect(opened).toBe(closed);
  });

  it("still has an updated time and an author without incidents", () => {
    const xml = incidentsAtom([], {}, new Date("2026-11-26T00:00:00Z"));
    expect(xml).toContain("<updated>2026-11-26T00:00:00.000Z</updated>");
    expect(xml).toContain("<author><name>");
    expect(xml).not.toContain("<entry>");
  });
});

type Harness = { base: string; service: StatusService; db: IntakeDb; clock: { now: Date } };

const send: SendJson = (res, status, body, headers = {}) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
};

/** The service behind node:http, with app.ts's error handling and a header standing in for the session. */
async function serve(db: IntakeDb, clock: { now: Date }): Promise<Harness & { close(): Promise<void> }> {
  const service = createStatusService({
    db,
    config: { adminPasswordHash: null, production: false, smtp: null, log: () => {} },
    checks: { website: async () => ({ status: "operational" }) },
    now: () => clock.now,
  });
  const ctx = {
    send,
    async requireAdmin(req: http.IncomingMessage) {
      if (req.headers["x-test-admin"] !== "yes") throw new HttpError(401, "unauthenticated", "Sign in first.");
      return {};
    },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x.invalid");
    service
      .handle(req, res, url, ctx)
      .then((event) => {
        if (event === null) send(res, 404, { error: "not_found" });
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          const extra = error as HttpError & { fields?: Record<string, string> };
          send(res, error.status, { error: error.code, message: error.message, fields: extra.fields });
        } else send(res, 500, { error: String(error) });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    service,
    db,
    clock,
    async close() {
      await service.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const post = (url: string, body: unknown, admin = true) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(admin ? { "X-Test-Admin": "yes" } : {}) },
    body: JSON.stringify(body),
  });

describe.each(targets)("status storage and API on $name", ({ open, cleanup }) => {
  let db: IntakeDb;
  let app: Harness & { close(): Promise<void> };
  const clock = { now: new Date() };

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    app = await serve(db, clock);
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await cleanup?.();
  });

  it("stores each component's check once per minute, whichever instance comes first", async () => {
    const at = new Date("2026-01-10T08:30:05Z");
    const first = await recordChecks(db, [{ component: "website", status: "operational", messageCode: null }], at);
    // A second instance checking in the same minute adds nothing and does not overwrite.
    const second = await recordChecks(
      db,
      [{ component: "website", status: "major_outage", messageCode: "check_failed" }],
      new Date("2026-01-10T08:30:40Z"),
    );
    expect([first, second]).toEqual([1, 0]);
    const rows = await db.selectFrom("status_checks").selectAll().where("component", "=", "website").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ minute: "2026-01-10T08:30", status: "operational" });
    // The next minute is a new row.
    expect(
      await recordChecks(db, [{ component: "website", status: "operational", messageCode: null }], new Date("2026-01-10T08:31:01Z")),
    ).toBe(1);
    const latest = await latestChecks(db, new Date("2026-01-10T08:32:00Z"));
    expect(latest.get("website")?.minute).toBe("2026-01-10T08:31");
  });

  it("rolls finished days up, purges old raw checks and keeps 90 days", async () => {
    const day = (iso: string, status: "operational" | "major_outage") =>
      recordChecks(db, [{ component: "api", status, messageCode: null }], new Date(iso));
    await day("2026-01-01T00:00:00Z", "operational");
    await day("2026-01-01T00:01:00Z", "major_outage");
    await day("2026-01-01T00:02:00Z", "operational");
    await day("2026-01-05T12:00:00Z", "operational");
    const now = new Date("2026-01-05T12:30:00Z");
    await rollUpAndPurge(db, now);
    await rollUpAndPurge(db, now);
    const daily = await db.selectFrom("status_daily").selectAll().where("component", "=", "api").execute();
    expect(daily.map((row) => ({ ...row, checks: Number(row.checks), failures: Number(row.failures) }))).toEqual([
      { component: "api", day: "2026-01-01", checks: 3, failures: 1, worst: "major_outage" },
    ]);
    // Raw checks of 2026-01-01 are gone (kept three days), today's remain.
    const raw = await db.selectFrom("status_checks").select("minute").where("component", "=", "api").execute();
    expect(raw.map((row) => row.minute)).toEqual(["2026-01-05T12:00"]);
    const rollups = await dailyRollups(db, "2025-10-08", now);
    expect(rollups.get("api")?.get("2026-01-01")).toEqual({ checks: 3, failures: 1, worst: "major_outage" });
    expect(rollups.get("api")?.get("2026-01-05")).toEqual({ checks: 1, failures: 0, worst: "operational" });
    // 90 days later the day is dropped.
    await rollUpAndPurge(db, new Date("2026-04-01T00:00:00Z"));
    expect(await db.selectFrom("status_daily").selectAll().where("day", "=", "2026-01-01").execute()).toEqual([]);
  });

  it("answers the health check", async () => {
    const response = await fetch(`${app.base}${statusEndpoints.health}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("summarises real checks: the worst status, cards, 90 days of history", async () => {
    clock.now = new Date();
    await app.service.checkNow(clock.now);
    const response = await fetch(`${app.base}${statusEndpoints.summary}`);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as StatusSummary;
    expect(summary.components.map((component) => component.id)).toEqual(
      statusComponentDefs.map((def) => def.id),
    );
    const byId = Object.fromEntries(summary.components.map((component) => [component.id, component]));
    expect(byId.website).toMatchObject({ status: "operational", kind: "automatic", name: "Website" });
    expect(byId.api).toMatchObject({ status: "operational" });
    expect(byId.auth).toMatchObject({ status: "operational" });
    expect(byId.email_services).toMatchObject({ status: "maintenance", messageCode: "mail_not_configured" });
    expect(byId.support_portal).toMatchObject({ status: "operational", kind: "manual", lastChecked: null });
    // Mail is not configured: maintenance is the worst status present.
    expect(summary.overall).toBe("maintenance");
    expect(byId.website!.history).toHaveLength(90);
    expect(byId.website!.history.at(-1)).toMatchObject({ checks: 1, uptime: 100, worst: "operational" });
    expect(byId.website!.uptime).toBe(100);
  });

  it("lets staff set a manual component's state, and refuses automatic ones and bad input", async () => {
    const url = `${app.base}${statusEndpoints.component("support_portal")}`;
    expect((await post(url, { status: "major_outage", message: "" }, false)).status).toBe(401);
    const invalid = await post(url, { status: "broken", message: "x\u0000y" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields).toHaveProperty("status");
    const tooLong = await post(url, { status: "major_outage", message: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await post(`${app.base}${statusEndpoints.component("website")}`, { status: "major_outage", message: "" })).status).toBe(404);
    const set = await post(url, { status: "major_outage", message: "  Ticket pages are down.  " });
    expect(set.status).toBe(200);
    const summary = (await (await fetch(`${app.base}${statusEndpoints.summary}`)).json()) as StatusSummary;
    const portal = summary.components.find((component) => component.id === "support_portal")!;
    expect(portal).toMatchObject({ status: "major_outage", message: "Ticket pages are down." });
    expect(portal.lastChecked).not.toBeNull();
    expect(summary.overall).toBe("major_outage");
    await post(url, { status: "operational", message: "" });
  });

  it("creates incidents and posts updates that resolve them; the feed lists them", async () => {
    const missing = await post(`${app.base}${statusEndpoints.incidents}`, { title: "", impact: "x" });
    expect(missing.status).toBe(400);
    const created = await post(`${app.base}${statusEndpoints.incidents}`, {
      title: "Slow <sign-in>",
      impact: "degraded_performance",
      components: ["auth"],
      status: "investigating",
      message: "We are looking into slow sign-ins.",
    });
    expect(created.status).toBe(201);
    const { incident } = (await created.json()) as { incident: Incident };
    expect(incident).toMatchObject({ status: "investigating", resolvedAt: null, components: ["auth"] });

    const open = (await (await fetch(`${app.base}${statusEndpoints.summary}`)).json()) as StatusSummary;
    expect(open.incidents[0]).toMatchObject({ id: incident.id, status: "investigating" });

    clock.now = new Date(clock.now.getTime() + 60_000);
    const resolved = await post(`${app.base}${statusEndpoints.incidentUpdates(incident.id)}`, {
      status: "resolved",
      message: "Fixed & verified.",
    });
    expect(resolved.status).toBe(201);
    const after = ((await resolved.json()) as { incident: Incident }).incident;
    expect(after.status).toBe("resolved");
    expect(after.resolvedAt).not.toBeNull();
    expect(after.updates.map((update) => update.status)).toEqual(["resolved", "investigating"]);
    expect(
      (await post(`${app.base}${statusEndpoints.incidentUpdates("nope")}`, { status: "resolved", message: "x" })).status,
    ).toBe(404);

    const feed = await fetch(`${app.base}${statusEndpoints.atom}`);
    expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain("<title type=\"text\">Slow &lt;sign-in&gt;</title>");
    expect(xml).toContain("Fixed &amp; verified.");
  });

  it("answers other paths with null and wrong methods with 405", async () => {
    expect((await fetch(`${app.base}/api/other`)).status).toBe(404);
    expect((await fetch(`${app.base}${statusEndpoints.summary}`, { method: "POST" })).status).toBe(405);
  });
});

describe("sign-in check", () => {
  it("needs the sessions table and, in production, a password hash", async () => {
    const db = await openDatabase({ sqlitePath: ":memory:" });
    await migrate(db);
    expect(await authCheck(db, { adminPasswordHash: null, production: false })()).toEqual({
      status: "operational",
      messageCode: null,
    });
    expect(await authCheck(db, { adminPasswordHash: null, production: true })()).toMatchObject({
      status: "major_outage",
    });
    await db.destroy();
    expect(await runCheck(authCheck(db, { adminPasswordHash: "x", production: true }))).toMatchObject({
      status: "major_outage",
    });
  });
});
