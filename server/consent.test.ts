// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consentEndpoint } from "~/features/consent/consent-schema";
import { consentRevision, storageInventory } from "~/lib/storage-inventory";
import { sessionCookie } from "./auth";
import { HttpError } from "./body";
import { consentCsvHeader, createConsentLimiter, exportConsentLog, handleConsent } from "./consent";
import type { IntakeDb } from "./database";
import { createRateLimiter } from "./rate-limit";
import type { RateLimiter } from "./rate-limit";
import { databaseTargets } from "./test-databases";

const decision = {
  consentId: "0123456789abcdef0123456789abcdef",
  revision: consentRevision,
  categories: { preferences: true, thirdParty: false },
  decidedAt: "2026-11-26T10:00:00.000Z",
  source: "settings",
  locale: "fr",
};

it("the admin session cookie the server sets is in the storage inventory", () => {
  expect(storageInventory.find((entry) => entry.key === sessionCookie)).toMatchObject({
    area: "cookie",
    category: "necessary",
  });
});

describe.each(databaseTargets("consent"))("consent log on $name", (target) => {
  let db: IntakeDb;
  let server: http.Server;
  let base = "";
  let limiter: RateLimiter;
  const now = new Date("2026-11-26T12:00:00.000Z");

  beforeAll(async () => {
    db = await target.open();
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const run =
        url.pathname === consentEndpoint
          ? handleConsent(req, res, { db, address: "203.0.113.7", limiter, now: () => now })
          : exportConsentLog(db, res);
      run.catch((error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        const fields = (error as { fields?: unknown }).fields;
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: (error as HttpError).code, fields }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    limiter = createConsentLimiter(db);
    await limiter.reset("203.0.113.7");
    await db.deleteFrom("consent_log").execute();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
    await target.cleanup();
  });

  const post = (body: unknown, type = "application/json") =>
    fetch(`${base}${consentEndpoint}`, {
      method: "POST",
      headers: { "Content-Type": type },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("logs a decision with the server's time and no address or user agent", async () => {
    const response = await post(decision);
    expect(response.status).toBe(201);
    const rows = await db.selectFrom("consent_log").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      consent_id: decision.consentId,
      revision: consentRevision,
      decided_at: decision.decidedAt,
      logged_at: now.toISOString(),
      source: "settings",
      locale: "fr",
    });
    expect(Number(rows[0]!.preferences)).toBe(1);
    expect(Number(rows[0]!.third_party)).toBe(0);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        "consent_id",
        "decided_at",
        "id",
        "locale",
        "logged_at",
        "preferences",
        "revision",
        "source",
        "third_party",
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });

  it.each([
    ["an unknown field", { ...decision, userAgent: "x" }],
    ["a malformed id", { ...decision, consentId: "abc" }],
    ["a revision from the future", { ...decision, revision: consentRevision + 1 }],
    ["revision 0", { ...decision, revision: 0 }],
    ["an unknown source", { ...decision, source: "import" }],
    [
      "an unknown category",
      { ...decision, categories: { ...decision.categories, analytics: true } },
    ],
    ["a missing category", { ...decision, categories: { preferences: true } }],
    ["a language the site does not publish", { ...decision, locale: "sv" }],
    ["a time that is not ISO 8601", { ...decision, decidedAt: "yesterday" }],
    ["a control character", { ...decision, locale: "fr\u0000" }],
  ])("refuses %s with 400", async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await db.selectFrom("consent_log").selectAll().execute()).toHaveLength(0);
  });

  it("refuses a form post and a body that is too large", async () => {
    expect((await post("consentId=x", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post({ ...decision, pad: "x".repeat(5000) })).status).toBe(413);
  });

  it("rate-limits per address", async () => {
    limiter = createRateLimiter(db, "consent-test", 2, 600_000);
    expect((await post(decision)).status).toBe(201);
    expect((await post(decision)).status).toBe(201);
    const refused = await post(decision);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.selectFrom("consent_log").selectAll().execute()).toHaveLength(2);
  });

  it("exports the log as CSV, oldest first, with spreadsheet-safe cells", async () => {
    await post({
      ...decision,
      source: "banner",
      categories: { preferences: true, thirdParty: true },
    });
    await post({
      ...decision,
      source: "gpc",
      categories: { preferences: false, thirdParty: false },
    });
    const response = await fetch(`${base}/api/admin/consent.csv`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("consent-log.csv");
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(consentCsvHeader.join(","));
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(",").slice(3, 7))).toEqual(
      expect.arrayContaining([
        ["yes", "yes", decision.decidedAt, "banner"],
        ["no", "no", decision.decidedAt, "gpc"],
      ]),
    );
  });

  it("streams a log longer than one page", async () => {
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      id: `row-${String(index).padStart(5, "0")}`,
      consent_id: decision.consentId,
      revision: 1,
      preferences: 0,
      third_party: 0,
      decided_at: decision.decidedAt,
      // Many rows share a time: the pages must neither repeat nor skip them.
      logged_at: `2026-11-26T12:00:0${index % 3}.000Z`,
      source: "banner",
      locale: "en",
    }));
    for (let start = 0; start < rows.length; start += 200)
      await db
        .insertInto("consent_log")
        .values(rows.slice(start, start + 200))
        .execute();
    const text = await (await fetch(`${base}/api/admin/consent.csv`)).text();
    expect(text.trimEnd().split("\r\n")).toHaveLength(1204);
  });
});
