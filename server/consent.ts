/**
 * Proof of consent (issue 30): the banner and the settings dialog send each decision here, and
 * the admin downloads the log as CSV. A row holds the random id the browser keeps in its consent
 * record, the revision of the storage inventory, the two optional categories, the browser's time,
 * the server's time, where it was made (banner, settings, gpc) and the page's language. No IP
 * address and no user agent: the address is used only, in memory, to rate-limit the endpoint.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { consentDecisionSchema } from "~/features/consent/consent-schema";
import type { ConsentDecision } from "~/features/consent/consent-schema";
import { HttpError, readBody } from "./body";
import { csvRow } from "./csv";
import type { ConsentLogTable, IntakeDb } from "./database";
import { rejectControlCharacters, send, validate } from "./http";
import { createRateLimiter } from "./rate-limit";
import type { RateLimiter } from "./rate-limit";

/** A decision is about 250 bytes of JSON. */
const consentLimits = { json: 4096, multipart: 0 };

/** 30 decisions per address per 10 minutes: a visitor changing their mind, not a flood. */
export function createConsentLimiter(db: IntakeDb): RateLimiter {
  return createRateLimiter(db, "consent", 30, 600_000);
}

export type ConsentContext = {
  db: IntakeDb;
  /** The client's address (clientAddress(req)): for the rate limit only, never stored. */
  address: string;
  limiter: RateLimiter;
  now?: () => Date;
};

export async function logConsent(
  db: IntakeDb,
  decision: ConsentDecision,
  now = new Date(),
): Promise<ConsentLogTable> {
  const row: ConsentLogTable = {
    id: randomUUID(),
    consent_id: decision.consentId,
    revision: decision.revision,
    preferences: decision.categories.preferences ? 1 : 0,
    third_party: decision.categories.thirdParty ? 1 : 0,
    decided_at: decision.decidedAt,
    logged_at: now.toISOString(),
    source: decision.source,
    locale: decision.locale,
  };
  await db.insertInto("consent_log").values(row).execute();
  return row;
}

/**
 * POST /api/consent: JSON from the banner's script or the settings dialog, validated strictly with
 * the schema the browser builds it from; answered 201, or 400/413/415/429 with a JSON error. The
 * browser never waits on it (fetch keepalive) and shows nothing either way.
 */
export async function handleConsent(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: ConsentContext,
): Promise<string> {
  const retryAfter = await ctx.limiter.hit(ctx.address);
  if (retryAfter) {
    send(
      res,
      429,
      { error: "rate_limited", message: "Too many decisions from this address. Try again later." },
      { "Retry-After": String(retryAfter) },
    );
    return "rate_limited";
  }
  const body = await readBody(req, consentLimits, false);
  if (body.type !== "json") {
    await body.cleanup();
    throw new HttpError(415, "unsupported_media_type", "Send application/json.");
  }
  rejectControlCharacters(body.value);
  const decision = validate(consentDecisionSchema, body.value);
  const row = await logConsent(ctx.db, decision, ctx.now?.() ?? new Date());
  send(res, 201, { logged: true, loggedAt: row.logged_at });
  return "consent_logged";
}

export const consentCsvHeader = [
  "Logged at",
  "Consent id",
  "Revision",
  "Preferences",
  "Third-party content",
  "Decided at (browser)",
  "Source",
  "Language",
];

const yesNo = (value: number) => (value ? "yes" : "no");
const csvCells = (row: ConsentLogTable) => [
  row.logged_at,
  row.consent_id,
  String(row.revision),
  yesNo(Number(row.preferences)),
  yesNo(Number(row.third_party)),
  row.decided_at,
  row.source,
  row.locale,
];

/** Every row, oldest first, in pages: a long log streams without being held in memory. */
export async function* consentLogPages(db: IntakeDb, pageSize = 500) {
  let after: { loggedAt: string; id: string } | null = null;
  for (;;) {
    let query = db.selectFrom("consent_log").selectAll();
    if (after) {
      const { loggedAt, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb("logged_at", ">", loggedAt),
          eb.and([eb("logged_at", "=", loggedAt), eb("id", ">", id)]),
        ]),
      );
    }
    const page = await query.orderBy("logged_at").orderBy("id").limit(pageSize).execute();
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { loggedAt: last.logged_at, id: last.id };
  }
}

/** GET /api/admin/consent.csv (behind the admin guard): the log as CSV, streamed. */
export async function exportConsentLog(db: IntakeDb, res: ServerResponse): Promise<void> {
  res.writeHead(200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="consent-log.csv"',
    "Cache-Control": "no-store",
  });
  // A byte order mark makes spreadsheet programs read the file as UTF-8.
  res.write(`\uFEFF${csvRow(consentCsvHeader)}`);
  for await (const page of consentLogPages(db)) {
    const chunk = page.map((row) => csvRow(csvCells(row))).join("");
    // Waits for a slow reader instead of buffering the whole export.
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
  }
  res.end();
}
