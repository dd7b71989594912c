import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { inquiryTypes } from "~/content/contact";
import { site } from "~/content/site";
import { departments } from "~/content/support";
import {
  intakeEndpoints,
  intakeFields,
  nativeOutcome,
  nativeReturnPages,
} from "~/lib/intake-endpoints";
import { csrfHeader } from "~/lib/admin-endpoints";
import type { NativeError } from "~/lib/intake-endpoints";
import { localeFromPath, localizedPath } from "~/lib/i18n";
import { matchGuardedRoute } from "./admin-routes";
import type { GuardedRouteName } from "./admin-routes";
import { HttpError, mediaType, readBody, singleValues } from "./body";
import type { ParsedBody } from "./body";
import type { IntakeConfig } from "./config";
import { migrate, openDatabase } from "./database";
import type { IntakeDb, SubmissionKind } from "./database";
import { toCsv } from "./csv";
import { createMailer } from "./mail";
import type { Mailer } from "./mail";
import { hashPassword, isPasswordHash, verifyPassword } from "./passwords";
import { createRateLimiter } from "./rate-limit";
import {
  createSession,
  csrfMatches,
  endSession,
  purgeIdleSessions,
  touchSession,
} from "./sessions";
import type { Session } from "./sessions";
import { sniffResume } from "./sniff";
import {
  getSubmission,
  listSubmissions,
  markHandled,
  resumeFileOf,
  storeSubmission,
} from "./submissions";
import type { NewSubmission, Submission } from "./submissions";
import {
  applicationRequestSchema,
  contactRequestSchema,
  inboxFilterSchema,
  loginRequestSchema,
  newsletterRequestSchema,
  resumeMaxBytes,
  ticketRequestSchema,
} from "./wire-schemas";

export const sessionCookie = "northpine_admin";

const bodyLimits = { json: 64 * 1024, multipart: resumeMaxBytes + 512 * 1024 };

/** Where a submit made without JavaScript lands afterwards: fixed pages, never one the request names. */
const confirmationPages: Record<string, string> = {
  [intakeEndpoints.contact]: nativeReturnPages[intakeEndpoints.contact],
  [intakeEndpoints.ticket]: nativeReturnPages[intakeEndpoints.ticket],
  [intakeEndpoints.application]: nativeReturnPages[intakeEndpoints.application],
  [intakeEndpoints.newsletter]: nativeReturnPages[intakeEndpoints.newsletter],
};

type Issue = { path: PropertyKey[]; message: string };
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
type Schema<T> = { safeParse(input: unknown): SafeParse<T> };

function validate<T>(schema: Schema<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  const error = new HttpError(400, "invalid", "Some fields are missing or not valid.");
  Object.assign(error, { fields });
  throw error;
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The client's address: the socket's, or the one nginx forwards when the socket is loopback. */
export function clientAddress(req: IncomingMessage): string {
  const socketAddress = req.socket.remoteAddress ?? "unknown";
  if (!loopback.has(socketAddress)) return socketAddress;
  const forwarded = req.headers["x-real-ip"];
  return typeof forwarded === "string" && forwarded.trim() !== ""
    ? forwarded.trim()
    : socketAddress;
}

function isHttps(req: IncomingMessage): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  return (
    loopback.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-proto"] === "https"
  );
}

function readCookie(req: IncomingMessage, name: string): string {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return "";
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * A browser's own form submission (before hydration, or without JavaScript): a form encoding and
 * no request for JSON. It is answered with redirects to pages, never with JSON a visitor would see.
 */
function isNativeForm(req: IncomingMessage): boolean {
  const type = mediaType(req);
  return (
    (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") &&
    !(req.headers.accept ?? "").includes("application/json")
  );
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store", ...headers });
  res.end();
}

/** The page's marker for a native submission that was refused: a fixed word, nothing typed. */
function nativeErrorOf(error: HttpError): NativeError {
  if (error.status === 429) return "busy";
  if (error.status >= 400 && error.status < 500) return "invalid";
  return "failed";
}

const withParam = (page: string, name: string, value: string) =>
  `${page}?${new URLSearchParams({ [name]: value }).toString()}`;

/**
 * A native sign-in cannot carry the session's CSRF header, so it must come from a page of this
 * site: the browser's Sec-Fetch-Site says so, or (older browsers) the Origin matches the Host.
 * Without this a foreign page could sign a visitor in to an account of its choosing.
 */
/**
 * A fixed landing page in the language of the page the form was sent from: /fr/contact's form
 * comes back to /fr/contact. Only the language is read from the Referer, never a path to follow;
 * without one (or from another site) the page is the English one.
 */
function inSendersLanguage(req: IncomingMessage, page: string): string {
  const referer = req.headers.referer;
  if (typeof referer !== "string") return page;
  try {
    const from = new URL(referer);
    return from.host === req.headers.host
      ? localizedPath(page, localeFromPath(from.pathname))
      : page;
  } catch {
    return page;
  }
}

function isSameOriginPost(req: IncomingMessage): boolean {
  const fetchSite = req.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin";
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (typeof origin !== "string" || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const inquiryLabel = (value: string) =>
  inquiryTypes.find((type) => type.value === value)?.label ?? value;
const departmentLabel = (value: string) =>
  departments.find((type) => type.value === value)?.label ?? value;

export type IntakeService = {
  /** Answers requests under /api/; returns false for anything else. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
  db: IntakeDb;
};

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

  const db = await openDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrate(db);
  fs.mkdirSync(config.uploadDir, { recursive: true });

  const submissionLimiter = createRateLimiter(config.rateLimit, config.rateWindowMs);
  const loginLimiter = createRateLimiter(config.loginFailures, config.lockoutMs);
  const mailer: Mailer | null = config.smtp ? createMailer(db, config.smtp, config.log) : null;
  const purge = setInterval(
    () => void purgeIdleSessions(db, config.sessionIdleMs).catch(() => {}),
    10 * 60 * 1000,
  );
  purge.unref();

  async function store(input: NewSubmission) {
    const { submission, created } = await storeSubmission(db, input);
    if (created) mailer?.notify(submission);
    return { submission, created };
  }

  /** The form's fields as an object; files stay apart. */
  function fieldsOf(body: ParsedBody): Record<string, unknown> {
    if (body.type === "json") {
      if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
        throw new HttpError(400, "invalid", "Send a JSON object.");
      }
      return body.value as Record<string, unknown>;
    }
    return singleValues(body.fields);
  }

  /**
   * A submit without JavaScript carries no key; one derived from the content and address makes
   * a reloaded POST collapse into the first one, like a retry with a key does.
   */
  function ensureKey(
    fields: Record<string, unknown>,
    endpoint: string,
    address: string,
    native: boolean,
  ) {
    if (!native || fields[intakeFields.idempotencyKey]) return fields;
    const digest = createHash("sha256")
      .update(JSON.stringify([endpoint, address, fields]))
      .digest("base64url");
    return { ...fields, [intakeFields.idempotencyKey]: `native-${digest}` };
  }

  async function saveResume(file: File | undefined) {
    if (!file || file.size === 0)
      throw Object.assign(new HttpError(400, "invalid", "A résumé is required."), {
        fields: { resume: "Resume is required." },
      });
    if (file.size > resumeMaxBytes)
      throw new HttpError(413, "too_large", "The résumé is larger than 5 MB.");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffResume(bytes);
    if (!type) {
      throw Object.assign(
        new HttpError(415, "unsupported_file", "The résumé is not a PDF, DOC or DOCX file."),
        {
          fields: { resume: "Please upload a PDF, DOC or DOCX file." },
        },
      );
    }
    // Random names outside the web root: nothing a visitor chose reaches the file system.
    const file_ = randomUUID();
    await fs.promises.writeFile(path.join(config.uploadDir, file_), bytes, {
      flag: "wx",
      mode: 0o600,
    });
    return { file: file_, name: file.name.slice(0, 255), type: type.mime, size: bytes.length };
  }

  async function intake(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
    address: string,
  ): Promise<string> {
    const native = isNativeForm(req);
    if (!native) return intakeRequest(req, res, endpoint, address, false);
    try {
      return await intakeRequest(req, res, endpoint, address, true);
    } catch (error) {
      // A visitor without JavaScript gets the page back with a marker it explains, not raw JSON.
      if (!(error instanceof HttpError) || res.headersSent) throw error;
      redirect(
        res,
        withParam(
          inSendersLanguage(req, confirmationPages[endpoint] ?? "/"),
          nativeOutcome.errorParam,
          nativeErrorOf(error),
        ),
      );
      return error.code;
    }
  }

  async function intakeRequest(
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: string,
    address: string,
    native: boolean,
  ): Promise<string> {
    const retryAfter = submissionLimiter.hit(address);
    if (retryAfter && native) throw new HttpError(429, "rate_limited", "Too many submissions.");
    if (retryAfter) {
      send(
        res,
        429,
        {
          error: "rate_limited",
          message: "Too many submissions from this address. Try again later.",
        },
        { "Retry-After": String(retryAfter) },
      );
      return "rate_limited";
    }
    const isApplication = endpoint === intakeEndpoints.application;
    const body = await readBody(req, bodyLimits, isApplication);
    if (isApplication && body.type === "json")
      throw new HttpError(
        415,
        "unsupported_media_type",
        "Send multipart/form-data with the résumé.",
      );
    const fields = ensureKey(fieldsOf(body), endpoint, address, native);
    const files = body.type === "form" ? body.files : new Map<string, File[]>();
    const unknownFile = [...files.keys()].find((name) => !isApplication || name !== "resume");
    if (unknownFile !== undefined || (files.get("resume")?.length ?? 0) > 1) {
      throw new HttpError(400, "unknown_field", "The request has a file this form does not take.");
    }
    const honeypot = fields[intakeFields.honeypot];
    const reply = (status: number, id: string | null) => {
      if (native)
        redirect(
          res,
          withParam(
            inSendersLanguage(req, confirmationPages[endpoint] ?? "/"),
            nativeOutcome.sentParam,
            "1",
          ),
        );
      else send(res, status, { status: "stored", id });
    };
    // A bot that filled the honeypot is told it worked, so it has nothing to adapt to.
    if (typeof honeypot === "string" && honeypot !== "") {
      reply(201, null);
      return "honeypot";
    }

    let input: NewSubmission;
    if (endpoint === intakeEndpoints.contact) {
      const {
        idempotencyKey,
        website: _,
        context,
        ...values
      } = validate(contactRequestSchema, fields);
      input = {
        kind: values.inquiryType === "demo_request" ? "demo" : "contact",
        idempotencyKey,
        name: values.name,
        email: values.email,
        topic: inquiryLabel(values.inquiryType),
        message: values.message,
        details: {
          company: values.company,
          phone: values.phone,
          inquiryType: values.inquiryType,
          context: context ?? {},
        },
      };
    } else if (endpoint === intakeEndpoints.ticket) {
      const { idempotencyKey, website: _, ...values } = validate(ticketRequestSchema, fields);
      input = {
        kind: "ticket",
        idempotencyKey,
        name: values.name,
        email: values.email,
        topic: values.subject,
        message: values.message,
        details: {
          department: values.department,
          departmentLabel: departmentLabel(values.department),
        },
      };
    } else if (endpoint === intakeEndpoints.newsletter) {
      const { idempotencyKey, email } = validate(newsletterRequestSchema, fields);
      input = {
        kind: "newsletter",
        idempotencyKey,
        name: "",
        email,
        topic: "Newsletter signup",
        message: "",
        details: {},
      };
    } else {
      const file = files.get("resume")?.[0];
      const {
        idempotencyKey,
        website: _,
        resume: __,
        ...values
      } = validate(applicationRequestSchema, {
        ...fields,
        resume: file ? { name: file.name } : null,
      });
      input = {
        kind: "application",
        idempotencyKey,
        name: values.fullName,
        email: values.email,
        topic: values.jobTitle,
        message: values.coverLetter,
        details: { phone: values.phone, jobTitle: values.jobTitle },
      };
      // A repeat of a stored key answers at once instead of writing a second copy of the file.
      const { submission: existing, created } = await storeOnlyIfNew(input, () => saveResume(file));
      reply(created ? 201 : 200, existing.id);
      return created ? "stored" : "duplicate";
    }
    const { submission, created } = await store(input);
    reply(created ? 201 : 200, submission.id);
    return created ? "stored" : "duplicate";
  }

  async function storeOnlyIfNew(
    input: NewSubmission,
    resume: () => Promise<NonNullable<NewSubmission["resume"]>>,
  ) {
    const previous = await db
      .selectFrom("submissions")
      .select("id")
      .where("idempotency_key", "=", input.idempotencyKey)
      .executeTakeFirst();
    if (previous) {
      const submission = await getSubmission(db, previous.id);
      if (submission) return { submission, created: false };
    }
    const saved = await resume();
    const result = await store({ ...input, resume: saved });
    if (!result.created)
      await fs.promises.rm(path.join(config.uploadDir, saved.file), { force: true });
    return result;
  }

  async function currentSession(req: IncomingMessage): Promise<Session | null> {
    return touchSession(db, readCookie(req, sessionCookie), config.sessionIdleMs);
  }

  function cookie(req: IncomingMessage, value: string, clear = false) {
    const attributes = [`${sessionCookie}=${value}`, "Path=/api", "HttpOnly", "SameSite=Strict"];
    if (isHttps(req)) attributes.push("Secure");
    if (clear) attributes.push("Max-Age=0");
    return attributes.join("; ");
  }

  async function login(req: IncomingMessage, res: ServerResponse, address: string) {
    if (isNativeForm(req)) return nativeLogin(req, res, address);
    const locked = loginLimiter.blockedFor(address);
    if (locked) {
      send(
        res,
        429,
        { error: "locked", message: "Too many failed sign-ins. Try again later." },
        { "Retry-After": String(locked) },
      );
      return "locked";
    }
    const body = await readBody(req, bodyLimits, false);
    if (body.type !== "json")
      throw new HttpError(415, "unsupported_media_type", "Send application/json.");
    const { username, password } = validate(loginRequestSchema, body.value);
    // The hash is always checked, so a wrong user name takes as long as a wrong password.
    const passwordOk = await verifyPassword(password, passwordHash);
    const userOk = csrfMatches(config.adminUsername, username);
    if (!passwordOk || !userOk) {
      loginLimiter.hit(address);
      send(res, 401, { error: "invalid_credentials", message: "Invalid username or password." });
      return "login_failed";
    }
    loginLimiter.reset(address);
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
    if (loginLimiter.blockedFor(address)) {
      back("locked");
      return "locked";
    }
    let credentials: { username: string; password: string };
    try {
      const body = await readBody(req, bodyLimits, false);
      if (body.type !== "form") throw new HttpError(415, "unsupported_media_type", "Send a form.");
      credentials = validate(loginRequestSchema, singleValues(body.fields));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      back("invalid");
      return error.code;
    }
    const passwordOk = await verifyPassword(credentials.password, passwordHash);
    const userOk = csrfMatches(config.adminUsername, credentials.username);
    if (!passwordOk || !userOk) {
      loginLimiter.hit(address);
      back("invalid");
      return "login_failed";
    }
    loginLimiter.reset(address);
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

  function inboxFilter(url: URL) {
    const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ""));
    const { kind, status, q } = validate(inboxFilterSchema, raw);
    return { kind, status, text: q };
  }

  function toCsvRows(rows: Submission[]) {
    const header = [
      "Received (UTC)",
      "Kind",
      "Status",
      "Name",
      "Email",
      "Topic",
      "Message",
      "Phone",
      "Company",
      "Résumé",
    ];
    return toCsv(
      header,
      rows.map((row) => [
        row.createdAt,
        row.kind,
        row.status,
        row.name,
        row.email,
        row.topic,
        row.message,
        String(row.details.phone ?? ""),
        String(row.details.company ?? ""),
        row.resume?.name ?? "",
      ]),
    );
  }

  type AdminHandler = (
    res: ServerResponse,
    url: URL,
    id: string,
    req: IncomingMessage,
  ) => Promise<void>;

  /** One handler per guarded route; the record's type makes a route without a handler an error. */
  const adminHandlers: Record<GuardedRouteName, AdminHandler> = {
    async inbox(res, url) {
      send(res, 200, { submissions: await listSubmissions(db, inboxFilter(url)) });
    },
    async export(res, url) {
      const csv = toCsvRows(await listSubmissions(db, inboxFilter(url), 10_000));
      res.writeHead(200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="submissions.csv"',
        "Cache-Control": "no-store",
      });
      // A byte order mark makes spreadsheet programs read the file as UTF-8.
      res.end(`\uFEFF${csv}`);
    },
    async detail(res, _url, id) {
      const submission = await getSubmission(db, id);
      if (!submission) throw new HttpError(404, "not_found", "No such submission.");
      send(res, 200, { submission });
    },
    async handled(res, _url, id) {
      const submission = await markHandled(db, id);
      if (!submission) throw new HttpError(404, "not_found", "No such submission.");
      send(res, 200, { submission });
    },
    async resume(res, _url, id) {
      const row = await resumeFileOf(db, id);
      if (!row?.resume_file || !row.resume_type)
        throw new HttpError(404, "not_found", "No résumé for this submission.");
      const data = await fs.promises.readFile(
        path.join(config.uploadDir, path.basename(row.resume_file)),
      );
      const fallback = `resume.${row.resume_type === "application/pdf" ? "pdf" : row.resume_type === "application/msword" ? "doc" : "docx"}`;
      res.writeHead(200, {
        "Content-Type": row.resume_type,
        "Content-Length": String(data.length),
        "Content-Disposition": `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(row.resume_name ?? fallback)}`,
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cache-Control": "no-store",
      });
      res.end(data);
    },
    async logout(res, _url, _id, req) {
      await endSession(db, readCookie(req, sessionCookie));
      res.writeHead(204, { "Set-Cookie": cookie(req, "", true), "Cache-Control": "no-store" });
      res.end();
    },
  };

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    address: string,
  ): Promise<string> {
    const method = req.method ?? "GET";
    const path_ = url.pathname;
    if (Object.hasOwn(confirmationPages, path_)) {
      if (method !== "POST")
        throw Object.assign(new HttpError(405, "method_not_allowed", "Use POST."), {
          allow: "POST",
        });
      return intake(req, res, path_, address);
    }
    if (path_ === intakeEndpoints.login) {
      if (method !== "POST")
        throw Object.assign(new HttpError(405, "method_not_allowed", "Use POST."), {
          allow: "POST",
        });
      return login(req, res, address);
    }
    if (path_ === intakeEndpoints.session && method === "GET") {
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
    const guarded = matchGuardedRoute(method, path_);
    if (guarded) {
      await requireAdmin(req);
      await adminHandlers[guarded.route.name](res, url, guarded.id, req);
      return guarded.route.name;
    }
    if (path_.startsWith("/api/admin/")) {
      // Unknown admin paths say nothing, not even that they do not exist, to a visitor.
      await requireAdmin(req);
      throw new HttpError(404, "not_found", "No such admin route.");
    }
    throw new HttpError(404, "not_found", "No such API route.");
  }

  return {
    db,
    async handle(req, res) {
      const url = new URL(req.url ?? "/", "http://intake.invalid");
      if (url.pathname !== "/api" && !url.pathname.startsWith("/api/")) return false;
      const started = performance.now();
      const address = clientAddress(req);
      let event = "error";
      try {
        event = await route(req, res, url, address);
      } catch (error) {
        if (error instanceof HttpError) {
          event = error.code;
          const extra = error as HttpError & { fields?: Record<string, string>; allow?: string };
          if (!res.headersSent) {
            send(
              res,
              error.status,
              {
                error: error.code,
                message: error.message,
                ...(extra.fields ? { fields: extra.fields } : {}),
              },
              extra.allow ? { Allow: extra.allow } : {},
            );
          }
        } else {
          config.log({
            level: "error",
            time: new Date().toISOString(),
            message: error instanceof Error ? error.message : String(error),
          });
          if (!res.headersSent)
            send(res, 500, { error: "internal", message: "The request could not be completed." });
          else res.destroy();
        }
      }
      // One line per request: no addresses, no query strings, no form content.
      config.log({
        level: "info",
        time: new Date().toISOString(),
        method: req.method,
        path: url.pathname.replace(/\/submissions\/[^/]+/, "/submissions/:id"),
        status: res.statusCode,
        event,
        ms: Math.round(performance.now() - started),
      });
      return true;
    },
    async close() {
      clearInterval(purge);
      await mailer?.close();
      await db.destroy();
    },
  };
}

export type { SubmissionKind };
