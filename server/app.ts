/**
 * The intake service: opens the database, wires the forms, sign-in, the admin inbox, the status
 * service and mail, and answers every request under /api/ — including the ones it does not know,
 * and the ones whose handler fails, so no request can leave a connection hanging or stop the
 * process. One log line per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { site } from "~/content/site";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { createAdminHandlers } from "./admin";
import { matchGuardedRoute } from "./admin-routes";
import { createAuth } from "./auth";
import { HttpError } from "./body";
import type { IntakeConfig } from "./config";
import { migrate, openDatabase } from "./database";
import type { IntakeDb, SubmissionKind } from "./database";
import { sweepOrphanFiles } from "./files";
import { clientAddress, methodNotAllowed, send, truncatedAddress } from "./http";
import { confirmationPages, createIntake } from "./intake";
import { consentEndpoint } from "~/features/consent/consent-schema";
import { createConsentLimiter, handleConsent } from "./consent";
import { createMailer } from "./mail";
import { createStatusService } from "./status/service";
import { mailLinkKey, mailLinksFor } from "./mail-links";
import { createNewsletterLinks } from "./newsletter";
import { hashPassword, isPasswordHash, verifyPassword } from "./passwords";
import { purgeExpired } from "./privacy";
import { purgeCounters } from "./rate-limit";
import { purgeIdleSessions } from "./sessions";

export { clientAddress };
export { sessionCookie } from "./auth";

export type IntakeService = {
  /** Answers every request whose path starts with /api; returns false for anything else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
  db: IntakeDb;
};

/** Whether a request's path, as sent (before any normalisation), is the service's. */
export function isApiPath(rawUrl: string | undefined): boolean {
  const raw = rawUrl ?? "/";
  return raw === "/api" || raw.startsWith("/api/") || raw.startsWith("/api?");
}

/**
 * A client that went away mid-request is not a server error. Judged by the request's own state,
 * not an error's code: a database connection reset has the same ECONNRESET code.
 */
/**
 * The client hung up: its socket is gone, or its body stopped short. `req.destroyed` alone says
 * nothing: reading a body to its end destroys the stream, and a fault after that is the server's.
 */
function isClientAbort(req: IncomingMessage): boolean {
  return req.readableAborted || req.socket.destroyed || (req.destroyed && !req.complete);
}

const hourMs = 60 * 60 * 1000;

export async function createIntakeService(config: IntakeConfig): Promise<IntakeService> {
  const demoHash = config.adminPasswordHash ? null : await hashPassword(site.demoAdmin.password);
  if (config.production) {
    if (!config.adminPasswordHash)
      throw new Error(
        "NODE_ENV=production needs ADMIN_PASSWORD_HASH (npm run admin:hash prints one).",
      );
    if (!isPasswordHash(config.adminPasswordHash))
      throw new Error("ADMIN_PASSWORD_HASH is not a scrypt hash from npm run admin:hash.");
    if (await verifyPassword(site.demoAdmin.password, config.adminPasswordHash)) {
      throw new Error("Refusing to start: the admin password is the public demo password.");
    }
  }
  const passwordHash = config.adminPasswordHash ?? demoHash!;

  const db = await openDatabase({
    url: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    log: config.log,
  });
  await migrate(db);

  let linkKey: Promise<Buffer> | null = null;
  const key = () =>
    (linkKey ??= mailLinkKey(db).catch((error: unknown) => {
      linkKey = null;
      throw error;
    }));
  const mailer = config.smtp
    ? createMailer(db, config.smtp, config.log, {
        links: async (submission) => mailLinksFor(await key(), config.publicUrl, submission),
      })
    : null;
  const newsletterLinks = createNewsletterLinks(db, key);
  const auth = createAuth(db, config, passwordHash);
  const intake = createIntake(db, config, mailer);
  const status = createStatusService({ db, config });
  status.start();
  const admin = createAdminHandlers(db, auth, status);
  const consentLimiter = createConsentLimiter(db);

  const maintenance = setInterval(
    () =>
      void Promise.all([
        purgeIdleSessions(db, config.sessionIdleMs),
        purgeCounters(db, Math.max(config.lockoutMs, config.rateWindowMs)),
        sweepOrphanFiles(db, hourMs),
        purgeExpired(db, config.retention).then(({ removed, files }) => {
          if (Object.keys(removed).length > 0)
            config.log({
              level: "info",
              time: new Date().toISOString(),
              event: "retention_purge",
              removed,
              files,
            });
        }),
      ]).catch((error: unknown) =>
        config.log({
          level: "warn",
          time: new Date().toISOString(),
          event: "maintenance_failed",
          message: error instanceof Error ? error.message.slice(0, 200) : String(error),
        }),
      ),
    10 * 60 * 1000,
  );
  maintenance.unref();

  /** Returns the event for the log line and the route's pattern (never the raw path). */
  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    address: string,
    label: { route: string },
  ): Promise<string> {
    const method = req.method ?? "GET";
    const path = url.pathname;
    if (Object.hasOwn(confirmationPages, path)) {
      label.route = path;
      if (method !== "POST") throw methodNotAllowed("POST");
      return intake.handle(req, res, path, address);
    }
    if (path === intakeEndpoints.login) {
      label.route = path;
      if (method !== "POST") throw methodNotAllowed("POST");
      return auth.login(req, res, address);
    }
    if (path === intakeEndpoints.session) {
      label.route = path;
      if (method !== "GET") throw methodNotAllowed("GET");
      return auth.sessionState(req, res);
    }
    if (path === consentEndpoint) {
      label.route = path;
      if (method !== "POST") throw methodNotAllowed("POST");
      return handleConsent(req, res, { db, address, limiter: consentLimiter });
    }
    const linkEvent = await newsletterLinks.handle(req, res, url);
    if (linkEvent) {
      label.route = path;
      return linkEvent;
    }
    const guarded = matchGuardedRoute(method, path);
    if (guarded) {
      label.route = guarded.route.path;
      await auth.requireAdmin(req);
      await admin[guarded.route.name](res, url, guarded.id, req);
      return guarded.route.name;
    }
    const statusEvent = await status.handle(req, res, url, {
      requireAdmin: auth.requireAdmin,
      send,
    });
    if (statusEvent) {
      label.route =
        path === "/api/health" || path.startsWith("/api/status") ? path : "/api/status/*";
      return statusEvent;
    }
    if (path.startsWith("/api/admin/")) {
      // Unknown admin paths say nothing, not even that they do not exist, to a visitor.
      label.route = "/api/admin/*";
      await auth.requireAdmin(req);
      throw new HttpError(404, "not_found", "No such admin route.");
    }
    throw new HttpError(404, "not_found", "No such API route.");
  }

  function answerError(req: IncomingMessage, res: ServerResponse, error: unknown): string {
    if (error instanceof HttpError) {
      const extra = error as HttpError & { fields?: Record<string, string>; allow?: string };
      if (!res.headersSent) {
        const headers: Record<string, string> = extra.allow ? { Allow: extra.allow } : {};
        // A trickled body is not waited for. A refused large body is not closed on here: closing
        // while the client still writes resets the connection before it reads this answer, so
        // body.ts reads and drops the rest for a bounded time and amount (a lingering close).
        if (error.status === 408) headers.Connection = "close";
        send(
          res,
          error.status,
          {
            error: error.code,
            message: error.message,
            ...(extra.fields ? { fields: extra.fields } : {}),
          },
          headers,
        );
      }
      return error.code;
    }
    if (isClientAbort(req)) {
      if (!res.writableEnded) res.destroy();
      return "client_aborted";
    }
    config.log({
      level: "error",
      time: new Date().toISOString(),
      message: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
    });
    if (!res.headersSent)
      send(res, 500, { error: "internal", message: "The request could not be completed." });
    else res.destroy();
    return "error";
  }

  return {
    db,
    async handle(req, res) {
      if (!isApiPath(req.url)) return false;
      const started = performance.now();
      const label = { route: "unknown" };
      let event = "error";
      let address = "unknown";
      try {
        address = clientAddress(req);
        let url: URL;
        try {
          url = new URL(req.url ?? "/", "http://intake.invalid");
        } catch {
          throw new HttpError(400, "bad_url", "The request URL is not valid.");
        }
        // A path that normalises outside /api/ (/api/%2e%2e/x) is still this service's to answer.
        if (url.pathname !== "/api" && !url.pathname.startsWith("/api/"))
          throw new HttpError(404, "not_found", "No such API route.");
        event = await route(req, res, url, address, label);
      } catch (error) {
        try {
          event = answerError(req, res, error);
        } catch {
          res.destroy();
        }
      }
      // The client hung up: before its body was complete, or before the answer was written.
      const aborted =
        !res.writableEnded || req.readableAborted || (!req.complete && req.socket.destroyed);
      // One line per request: the route's pattern, no query strings, no form content, and the
      // client's network rather than its address.
      config.log({
        level: "info",
        time: new Date().toISOString(),
        method: req.method,
        route: label.route,
        status: aborted ? null : res.statusCode,
        event: aborted ? "client_aborted" : event,
        ms: Math.round(performance.now() - started),
        client: truncatedAddress(address),
      });
      return true;
    },
    async close() {
      clearInterval(maintenance);
      await status.close();
      await mailer?.close();
      await db.destroy();
    },
  };
}

export type { SubmissionKind };
