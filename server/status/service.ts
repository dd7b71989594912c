/**
 * The status service: checks what this instance runs every minute, keeps the results (once per
 * component and minute, however many instances share the database), rolls them up by day for 90
 * days, and answers the status page, the health check, the incidents feed and staff's changes.
 *
 * Wiring (server/app.ts): create it after `migrate(db)`, call `start()`, give `handle` a chance
 * before the final 404, dispatch the guarded `statusGuardedRoutes` to `handleAdmin`, and `close()`
 * it before the database.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { statusComponents } from "~/content/status";
import { overallStatus } from "~/features/status/status-schema";
import {
  isManualComponent,
  historyDays,
  statusComponentDefs,
  statusEndpoints,
  statusSchemasWith,
} from "~/features/status/status-schema";
import type { StatusComponentState, StatusSummary } from "~/features/status/status-schema";
import { HttpError, readBody } from "../body";
import type { IntakeConfig } from "../config";
import type { IntakeDb } from "../database";
import { incidentsAtom } from "./atom";
import { apiCheck, authCheck, mailCheck, pingDatabase, runCheck, websiteCheck } from "./checks";
import type { Check, StatusChecks } from "./checks";
import { addDays, buildHistory, dayKey, historyUptime } from "./history";
import type { StatusRouteName } from "./routes";
import {
  addIncidentUpdate,
  createIncident,
  currentIncidents,
  dailyRollups,
  feedIncidents,
  latestChecks,
  manualStates,
  recordChecks,
  rollUpAndPurge,
  setManualState,
} from "./store";

export type SendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
) => void;

export type StatusContext = {
  /** Throws the 401/403 HttpError when the request has no admin session or a wrong CSRF token. */
  requireAdmin(req: IncomingMessage): Promise<unknown>;
  send: SendJson;
};

export type StatusService = {
  /** Public routes (and the staff routes, guarded by ctx.requireAdmin); null when not a status route. */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    ctx: StatusContext,
  ): Promise<string | null>;
  /** A staff route whose session and CSRF token the caller has already checked. */
  handleAdmin(
    name: StatusRouteName,
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    send: SendJson,
  ): Promise<string>;
  /** Runs one round of checks now (the minute timer calls it too). */
  checkNow(at?: Date): Promise<void>;
  summary(now?: Date): Promise<StatusSummary>;
  start(): void;
  close(): Promise<void>;
};

export type StatusOptions = {
  db: IntakeDb;
  config: Pick<IntakeConfig, "adminPasswordHash" | "production" | "smtp" | "log">;
  /** Replacements for the default checks (e.g. the static server's own website check). */
  checks?: Partial<StatusChecks>;
  /** The clock, for tests. */
  now?: () => Date;
};

const jsonLimits = { json: 16 * 1024, multipart: 0 };
const schemas = statusSchemasWith();
/** English names, for the API and the feed; the page shows its own language's. */
const componentNames: Record<string, string> = Object.fromEntries(
  statusComponents.map((component) => [component.id, component.name]),
);
const rollUpEveryMs = 60 * 60_000;
const healthCacheMs = 2_000;

type Issue = { path: PropertyKey[]; message: string };
type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };

function validate<T>(schema: { safeParse(input: unknown): Parsed<T> }, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  throw Object.assign(new HttpError(400, "invalid", "Some fields are missing or not valid."), {
    fields,
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req, jsonLimits, false);
  if (body.type !== "json")
    throw new HttpError(415, "unsupported_media_type", "Send application/json.");
  return body.value;
}

export function createStatusService({ db, config, checks = {}, now = () => new Date() }: StatusOptions): StatusService {
  const api = apiCheck(db);
  const mail = mailCheck(config);
  const automatic: Record<string, Check> = {
    website: checks.website ?? websiteCheck(),
    api: checks.api ?? api,
    auth: checks.auth ?? authCheck(db, config),
    email_services: checks.email_services ?? mail,
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRollUp = 0;
  let running: Promise<void> | null = null;
  let closed = false;
  let health: { at: number; ok: boolean } | null = null;

  async function checkNow(at = now()): Promise<void> {
    const manual = await manualStates(db);
    const rows = await Promise.all(
      statusComponentDefs.map(async (def) => {
        if (def.kind === "manual") {
          const state = manual.get(def.id);
          return { component: def.id, status: state?.status ?? "operational", messageCode: null };
        }
        const result = await runCheck(automatic[def.id]!);
        return { component: def.id, status: result.status, messageCode: result.messageCode ?? null };
      }),
    );
    await recordChecks(db, rows, at);
    if (at.getTime() - lastRollUp >= rollUpEveryMs) {
      lastRollUp = at.getTime();
      await rollUpAndPurge(db, at);
    }
  }

  function tick() {
    if (closed || running) return;
    running = checkNow()
      .catch((error: unknown) =>
        config.log({
          level: "error",
          time: new Date().toISOString(),
          message: `status check failed: ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
      .finally(() => {
        running = null;
      });
  }

  /** Every minute, a second into it, so each round lands in its own minute on every instance. */
  function schedule() {
    if (closed) return;
    const ms = 60_000 - (Date.now() % 60_000) + 1_000;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, ms);
    timer.unref();
  }

  async function summary(at = now()): Promise<StatusSummary> {
    const today = dayKey(at);
    const [latest, manual, rollups, incidents] = await Promise.all([
      latestChecks(db, at),
      manualStates(db),
      dailyRollups(db, addDays(today, -(historyDays - 1)), at),
      currentIncidents(db, at),
    ]);
    const components: StatusComponentState[] = statusComponentDefs.map((def) => {
      const history = buildHistory(rollups.get(def.id) ?? new Map(), today);
      const base = { id: def.id, name: componentNames[def.id] ?? def.id, kind: def.kind, history, uptime: historyUptime(history) };
      if (def.kind === "manual") {
        const state = manual.get(def.id);
        return {
          ...base,
          status: state?.status ?? "operational",
          message: state?.message || null,
          messageCode: null,
          lastChecked: state?.updatedAt ?? null,
        };
      }
      const check = latest.get(def.id);
      return {
        ...base,
        status: check?.status ?? null,
        message: null,
        messageCode: check ? check.messageCode : "not_checked",
        lastChecked: check?.checkedAt ?? null,
      };
    });
    const known = components.flatMap((component) =>
      component.status ? [{ status: component.status }] : [],
    );
    return {
      generatedAt: at.toISOString(),
      overall: overallStatus(known),
      components,
      incidents,
    };
  }

  async function healthy(): Promise<boolean> {
    if (closed) return false;
    const at = Date.now();
    if (health && at - health.at < healthCacheMs) return health.ok;
    let ok: boolean;
    try {
      const result = await runCheck(async () => {
        await pingDatabase(db);
        return { status: "operational" };
      }, 3_000);
      ok = result.status !== "major_outage";
    } catch {
      ok = false;
    }
    health = { at, ok };
    return ok;
  }

  function methodNotAllowed(allow: string): never {
    throw Object.assign(new HttpError(405, "method_not_allowed", `Use ${allow}.`), { allow });
  }

  async function handleAdmin(
    name: StatusRouteName,
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    send: SendJson,
  ): Promise<string> {
    if (name === "statusComponent") {
      if (!isManualComponent(id))
        throw new HttpError(404, "not_found", "No component with a state set by staff has this id.");
      const input = validate(schemas.componentState, await readJson(req));
      const state = await setManualState(db, id, input, now());
      send(res, 200, { component: id, ...state });
      return "status_component";
    }
    if (name === "statusIncident") {
      const input = validate(schemas.newIncident, await readJson(req));
      send(res, 201, { incident: await createIncident(db, input, now()) });
      return "status_incident";
    }
    const input = validate(schemas.incidentUpdate, await readJson(req));
    const incident = await addIncidentUpdate(db, id, input, now());
    if (!incident) throw new HttpError(404, "not_found", "No such incident.");
    send(res, 201, { incident });
    return "status_incident_update";
  }

  const adminPaths: Array<{ name: StatusRouteName; pattern: RegExp }> = [
    { name: "statusComponent", pattern: /^\/api\/admin\/status\/components\/([^/]+)$/ },
    { name: "statusIncident", pattern: /^\/api\/admin\/status\/incidents$/ },
    { name: "statusIncidentUpdate", pattern: /^\/api\/admin\/status\/incidents\/([^/]+)\/updates$/ },
  ];

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    ctx: StatusContext,
  ): Promise<string | null> {
    const method = req.method ?? "GET";
    const read = method === "GET" || method === "HEAD";
    switch (url.pathname) {
      case statusEndpoints.health: {
        if (!read) methodNotAllowed("GET, HEAD");
        const ok = await healthy();
        ctx.send(res, ok ? 200 : 503, ok ? { status: "ok" } : { status: "unavailable" });
        return ok ? "health" : "unhealthy";
      }
      case statusEndpoints.summary: {
        if (!read) methodNotAllowed("GET, HEAD");
        ctx.send(res, 200, await summary());
        return "status";
      }
      case statusEndpoints.atom: {
        if (!read) methodNotAllowed("GET, HEAD");
        const body = incidentsAtom(await feedIncidents(db), componentNames, now());
        res.writeHead(200, {
          "Content-Type": "application/atom+xml; charset=utf-8",
          "Cache-Control": "no-cache",
        });
        res.end(method === "HEAD" ? undefined : body);
        return "status_feed";
      }
    }
    for (const { name, pattern } of adminPaths) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      await ctx.requireAdmin(req);
      if (method !== "POST") methodNotAllowed("POST");
      let id: string;
      try {
        id = decodeURIComponent(match[1] ?? "");
      } catch {
        throw new HttpError(404, "not_found", "No such admin route.");
      }
      return handleAdmin(name, req, res, id, ctx.send);
    }
    return null;
  }

  return {
    handle,
    handleAdmin,
    checkNow,
    summary,
    start() {
      if (closed || timer) return;
      tick();
      schedule();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      api.stop();
      mail.stop();
    },
  };
}
