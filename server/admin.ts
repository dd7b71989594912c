/**
 * The admin inbox's routes: the list (paged), one record, marking it handled, the résumé
 * download and the CSV export (streamed, every record). The guard runs before any of them.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GuardedRouteName } from "./admin-routes";
import type { Auth } from "./auth";
import { exportConsentLog } from "./consent";
import type { StatusService } from "./status/service";
import { HttpError, readBody } from "./body";
import { csvRow } from "./csv";
import type { IntakeDb } from "./database";
import { sendFile } from "./files";
import { rejectControlCharacters, send, validate } from "./http";
import {
  allSubmissions,
  countSubmissions,
  decodeCursor,
  encodeCursor,
  getSubmission,
  listSubmissions,
  markHandled,
  markInterviewed,
  resumeFileOf,
} from "./submissions";
import { eraseByEmail, exportByEmail, findByEmail } from "./privacy";
import type { Submission } from "./submissions";
import { inboxFilterSchema, privacyActionSchema } from "./wire-schemas";

/** Submission ids are UUIDs: anything else is unknown without asking the database. */
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function knownId(id: string) {
  if (!idPattern.test(id)) throw new HttpError(404, "not_found", "No such submission.");
  return id;
}

function inboxQuery(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ""));
  rejectControlCharacters(raw);
  const { kind, status, q, cursor, limit } = validate(inboxFilterSchema, raw);
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw new HttpError(400, "invalid", "The page cursor is not valid.");
  return { filter: { kind, status, text: q }, after, limit: Math.floor(limit ?? 100) };
}

const csvHeader = [
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

const csvCells = (row: Submission) => [
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
];

type AdminHandler = (
  res: ServerResponse,
  url: URL,
  id: string,
  req: IncomingMessage,
) => Promise<void>;

/**
 * The address a privacy action is about, from a JSON body (never the URL, so it stays out of
 * logs and history); erasing also needs `confirm: true`.
 */
async function emailOf(req: IncomingMessage, needsConfirmation = false): Promise<string> {
  const body = await readBody(req, { json: 4096, multipart: 0 }, false);
  if (body.type !== "json")
    throw new HttpError(415, "unsupported_media_type", "Send application/json.");
  rejectControlCharacters(body.value);
  const { email, confirm } = validate(privacyActionSchema, body.value);
  if (needsConfirmation && confirm !== true)
    throw new HttpError(400, "unconfirmed", "Erasing needs confirm: true.");
  return email;
}

export function createAdminHandlers(db: IntakeDb, auth: Auth, status: StatusService) {
  /** One handler per guarded route; the record's type makes a route without a handler an error. */
  const handlers: Record<GuardedRouteName, AdminHandler> = {
    async inbox(res, url) {
      const { filter, after, limit } = inboxQuery(url);
      const [page, total] = await Promise.all([
        listSubmissions(db, filter, limit, after),
        countSubmissions(db, filter),
      ]);
      send(res, 200, {
        submissions: page.submissions,
        total,
        nextCursor: page.next ? encodeCursor(page.next) : null,
      });
    },
    async export(res, url) {
      const { filter } = inboxQuery(url);
      res.writeHead(200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="submissions.csv"',
        "Cache-Control": "no-store",
      });
      // A byte order mark makes spreadsheet programs read the file as UTF-8.
      res.write(`\uFEFF${csvRow(csvHeader)}`);
      for await (const page of allSubmissions(db, filter)) {
        const chunk = page.map((row) => csvRow(csvCells(row))).join("");
        // Waits for a slow reader instead of buffering the whole export.
        if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
      }
      res.end();
    },
    async detail(res, _url, id) {
      const submission = await getSubmission(db, knownId(id));
      if (!submission) throw new HttpError(404, "not_found", "No such submission.");
      send(res, 200, { submission });
    },
    async handled(res, _url, id) {
      const submission = await markHandled(db, knownId(id));
      if (!submission) throw new HttpError(404, "not_found", "No such submission.");
      send(res, 200, { submission });
    },
    async resume(res, _url, id) {
      const row = await resumeFileOf(db, knownId(id));
      if (!row?.resume_file || !row.resume_type)
        throw new HttpError(404, "not_found", "No résumé for this submission.");
      const fallback = `resume.${row.resume_type === "application/pdf" ? "pdf" : row.resume_type === "application/msword" ? "doc" : "docx"}`;
      const sent = await sendFile(db, row.resume_file, res, {
        "Content-Type": row.resume_type,
        "Content-Disposition": `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(row.resume_name ?? fallback)}`,
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cache-Control": "no-store",
      });
      if (!sent) throw new HttpError(404, "not_found", "No résumé for this submission.");
    },
    async interviewed(res, _url, id) {
      const submission = await markInterviewed(db, knownId(id));
      if (!submission || submission.kind !== "application")
        throw new HttpError(404, "not_found", "No such application.");
      send(res, 200, { submission });
    },
    async privacyFind(res, _url, _id, req) {
      const email = await emailOf(req);
      send(res, 200, { submissions: await findByEmail(db, email) });
    },
    async privacyExport(res, _url, _id, req) {
      const email = await emailOf(req);
      const data = await exportByEmail(db, email);
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="personal-data.json"',
        "Cache-Control": "no-store",
      });
      res.end(JSON.stringify(data, null, 2));
    },
    async privacyErase(res, _url, _id, req) {
      const email = await emailOf(req, true);
      send(res, 200, { erased: await eraseByEmail(db, email) });
    },
    async statusComponent(res, _url, id, req) {
      await status.handleAdmin("statusComponent", req, res, id, send);
    },
    async statusIncident(res, _url, id, req) {
      await status.handleAdmin("statusIncident", req, res, id, send);
    },
    async statusIncidentUpdate(res, _url, id, req) {
      await status.handleAdmin("statusIncidentUpdate", req, res, id, send);
    },
    async consentLog(res) {
      await exportConsentLog(db, res);
    },
    async logout(res, _url, _id, req) {
      await auth.logout(req, res);
    },
  };
  return handlers;
}
