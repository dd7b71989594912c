/**
 * Admin sign-in, sign-out and the guard on every admin route. Failed sign-ins are counted per
 * address in the shared database before the password hash is computed, and only a few hashes run
 * at once, so neither a burst of wrong passwords nor a login flood gets past the lockout or starves
 * the threads that serve pages.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { csrfHeader } from "~/lib/admin-endpoints";
import { intakeEndpoints, nativeOutcome, nativeReturnPages } from "~/lib/intake-endpoints";
import type { NativeError } from "~/lib/intake-endpoints";
import { HttpError, readBody, singleValues } from "./body";
import type { IntakeConfig } from "./config";
import type { IntakeDb } from "./database";
import {
  inSendersLanguage,
  isHttps,
  isNativeForm,
  isSameOriginPost,
  readCookie,
  redirect,
  rejectControlCharacters,
  send,
  validate,
  withParam,
} from "./http";
import { verifyPassword } from "./passwords";
import { createLimiter, createRateLimiter } from "./rate-limit";
import { createSession, csrfMatches, endSession, touchSession } from "./sessions";
import type { Session } from "./sessions";
import { loginRequestSchema } from "./wire-schemas";

export const sessionCookie = "northpine_admin";

const jsonLimits = { json: 64 * 1024, multipart: 0 };

export function createAuth(db: IntakeDb, config: IntakeConfig, passwordHash: string) {
  const lockout = createRateLimiter(db, "login", config.loginFailures, config.lockoutMs);
  // Two hashes at a time leave libuv's other threads to the static files; 32 may wait.
  const hashing = createLimiter(2, 32);

  function cookie(req: IncomingMessage, value: string, clear = false) {
    const attributes = [`${sessionCookie}=${value}`, "Path=/api", "HttpOnly", "SameSite=Strict"];
    if (isHttps(req)) attributes.push("Secure");
    if (clear) attributes.push("Max-Age=0");
    return attributes.join("; ");
  }

  async function currentSession(req: IncomingMessage): Promise<Session | null> {
    return touchSession(db, readCookie(req, sessionCookie), config.sessionIdleMs);
  }

  type Outcome =
    | { ok: true }
    | { ok: false; reason: "locked"; retryAfter: number }
    | { ok: false; reason: "busy" }
    | { ok: false; reason: "invalid" };

  /**
   * The attempt is counted first (one atomic upsert), so the sixth of a hundred concurrent wrong
   * passwords is already locked out; a right pair clears the count.
   */
  async function check(address: string, username: string, password: string): Promise<Outcome> {
    const retryAfter = await lockout.hit(address);
    if (retryAfter) return { ok: false, reason: "locked", retryAfter };
    const verified = await hashing.run(() => verifyPassword(password, passwordHash));
    if (!verified) return { ok: false, reason: "busy" };
    // The hash is always checked, so a wrong user name takes as long as a wrong password.
    if (!verified.value || !csrfMatches(config.adminUsername, username))
      return { ok: false, reason: "invalid" };
    await lockout.reset(address);
    return { ok: true };
  }

  async function login(req: IncomingMessage, res: ServerResponse, address: string) {
    if (isNativeForm(req)) return nativeLogin(req, res, address);
    const body = await readBody(req, jsonLimits, false);
    if (body.type !== "json")
      throw new HttpError(415, "unsupported_media_type", "Send application/json.");
    rejectControlCharacters(body.value);
    const { username, password } = validate(loginRequestSchema, body.value);
    const outcome = await check(address, username, password);
    if (!outcome.ok) {
      if (outcome.reason === "locked") {
        send(
          res,
          429,
          { error: "locked", message: "Too many failed sign-ins. Try again later." },
          { "Retry-After": String(outcome.retryAfter) },
        );
        return "locked";
      }
      if (outcome.reason === "busy") {
        send(
          res,
          503,
          { error: "busy", message: "Too many sign-ins at once. Try again in a moment." },
          { "Retry-After": "5" },
        );
        return "login_busy";
      }
      send(res, 401, { error: "invalid_credentials", message: "Invalid username or password." });
      return "login_failed";
    }
    const { token, csrfToken } = await createSession(db, config.adminUsername);
    send(
      res,
      200,
      { username: config.adminUsername, csrfToken },
      { "Set-Cookie": cookie(req, token) },
    );
    return "login";
  }

  /**
   * The sign-in form submitted by the browser itself (before hydration): the same checks and
   * lockout as the JSON sign-in, answered with redirects. Success lands on /admin with the
   * session cookie; a failure goes back to /login with a fixed marker, never what was typed.
   */
  async function nativeLogin(req: IncomingMessage, res: ServerResponse, address: string) {
    if (!isSameOriginPost(req))
      throw new HttpError(403, "cross_site", "Sign in from this site's login page.");
    const back = (error: NativeError) =>
      redirect(
        res,
        withParam(
          inSendersLanguage(req, nativeReturnPages[intakeEndpoints.login]),
          nativeOutcome.errorParam,
          error,
        ),
      );
    let credentials: { username: string; password: string };
    try {
      const body = await readBody(req, jsonLimits, false);
      if (body.type !== "form") throw new HttpError(415, "unsupported_media_type", "Send a form.");
      const fields = singleValues(body.fields);
      rejectControlCharacters(fields);
      credentials = validate(loginRequestSchema, fields);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      back("invalid");
      return error.code;
    }
    const outcome = await check(address, credentials.username, credentials.password);
    if (!outcome.ok) {
      back(
        outcome.reason === "invalid" ? "invalid" : outcome.reason === "locked" ? "locked" : "busy",
      );
      return outcome.reason === "invalid"
        ? "login_failed"
        : outcome.reason === "locked"
          ? "locked"
          : "login_busy";
    }
    const { token } = await createSession(db, config.adminUsername);
    redirect(res, withParam(inSendersLanguage(req, "/admin"), nativeOutcome.signedInParam, "1"), {
      "Set-Cookie": cookie(req, token),
    });
    return "login";
  }

  /** Every admin route: a live session first (401), then the session's CSRF token (403). */
  async function requireAdmin(req: IncomingMessage): Promise<Session> {
    const session = await currentSession(req);
    if (!session) throw new HttpError(401, "unauthenticated", "Sign in first.");
    const given = req.headers[csrfHeader.toLowerCase()];
    if (!csrfMatches(session.csrfToken, typeof given === "string" ? given : undefined)) {
      throw new HttpError(403, "bad_csrf", "The request's CSRF token is missing or wrong.");
    }
    return session;
  }

  async function sessionState(req: IncomingMessage, res: ServerResponse) {
    // 200 either way: asking is not an error, and a 401 would be logged in the browser console.
    const session = await currentSession(req);
    send(
      res,
      200,
      session
        ? { signedIn: true, username: session.username, csrfToken: session.csrfToken }
        : { signedIn: false },
    );
    return "session";
  }

  async function logout(req: IncomingMessage, res: ServerResponse) {
    await endSession(db, readCookie(req, sessionCookie));
    res.writeHead(204, { "Set-Cookie": cookie(req, "", true), "Cache-Control": "no-store" });
    res.end();
  }

  return { login, requireAdmin, sessionState, logout };
}

export type Auth = ReturnType<typeof createAuth>;
