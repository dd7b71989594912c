/**
 * Request and response helpers every handler shares: JSON answers, redirects, cookies, the
 * client's address, and the checks that tell a browser's own form post from the forms' fetch.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { localeFromPath, localizedPath } from "~/lib/i18n";
import type { NativeError } from "~/lib/intake-endpoints";
import { HttpError, mediaType } from "./body";

type Issue = { path: PropertyKey[]; message: string };
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } };
type Schema<T> = { safeParse(input: unknown): SafeParse<T> };

/** Parses with a schema or throws a 400 naming each field's first problem. */
export function validate<T>(schema: Schema<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  throw invalidFields(fields);
}

export function invalidFields(
  fields: Record<string, string>,
  message = "Some fields are missing or not valid.",
) {
  return Object.assign(new HttpError(400, "invalid", message), { fields });
}

export function methodNotAllowed(allow: string) {
  return Object.assign(new HttpError(405, "method_not_allowed", `Use ${allow}.`), { allow });
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

/**
 * The address as the request log keeps it: an IPv4 address without its last octet, an IPv6
 * address cut to its /48 network. Enough to see a flood's source, not to name a visitor.
 */
export function truncatedAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (address.includes(":")) {
    const [head = ""] = address.split("::");
    const groups = head.split(":").filter(Boolean).slice(0, 3);
    return `${groups.join(":")}::`;
  }
  return "unknown";
}

export function isHttps(req: IncomingMessage): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  return (
    loopback.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-proto"] === "https"
  );
}

export function readCookie(req: IncomingMessage, name: string): string {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return "";
}

export function send(
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

export function redirect(
  res: ServerResponse,
  location: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store", ...headers });
  res.end();
}

/**
 * A browser's own form submission (before hydration, or without JavaScript): a form encoding and
 * no request for JSON. It is answered with redirects to pages, never with JSON a visitor would see.
 */
export function isNativeForm(req: IncomingMessage): boolean {
  const type = mediaType(req);
  return (
    (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") &&
    !(req.headers.accept ?? "").includes("application/json")
  );
}

/** The page's marker for a native submission that was refused: a fixed word, nothing typed. */
export function nativeErrorOf(error: HttpError): NativeError {
  if (error.status === 429) return "busy";
  if (error.status >= 400 && error.status < 500) return "invalid";
  return "failed";
}

export const withParam = (page: string, name: string, value: string) =>
  `${page}?${new URLSearchParams({ [name]: value }).toString()}`;

/** The language of the page a request was sent from (its Referer on this site), or null. */
export function senderLocalePath(req: IncomingMessage): string | null {
  const referer = req.headers.referer;
  if (typeof referer !== "string") return null;
  try {
    const from = new URL(referer);
    return from.host === req.headers.host ? from.pathname : null;
  } catch {
    return null;
  }
}

/** The page a form was sent from on this site (path only, at most 200 characters), or "". */
export function senderPagePath(req: IncomingMessage): string {
  return (senderLocalePath(req) ?? "").slice(0, 200);
}

/** The site locale of the page a request was sent from; English without a Referer from here. */
export function senderLocale(req: IncomingMessage) {
  return localeFromPath(senderLocalePath(req) ?? "/");
}

/**
 * A fixed landing page in the language of the page the form was sent from: /fr/contact's form
 * comes back to /fr/contact. Only the language is read from the Referer, never a path to follow;
 * without one (or from another site) the page is the English one.
 */
export function inSendersLanguage(req: IncomingMessage, page: string): string {
  const from = senderLocalePath(req);
  return from === null ? page : localizedPath(page, localeFromPath(from));
}

/**
 * A native sign-in cannot carry the session's CSRF header, so it must come from a page of this
 * site: the browser's Sec-Fetch-Site says so, or (older browsers) the Origin matches the Host.
 * Without this a foreign page could sign a visitor in to an account of its choosing.
 */
export function isSameOriginPost(req: IncomingMessage): boolean {
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

/**
 * Control characters that are not text (NUL, escape codes and the like) in any string of a
 * request: PostgreSQL refuses NUL in text, and none of them belongs in a form. Tab, line feed and
 * carriage return are text. Returns the first offending field's name, or null.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const nonText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export function fieldWithControlCharacters(value: unknown, path = "body"): string | null {
  if (typeof value === "string") return nonText.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacters(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (nonText.test(key)) return path;
      const found = fieldWithControlCharacters(item, path === "body" ? key : `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Throws the 400 for control characters in any string of the value. */
export function rejectControlCharacters(value: unknown): void {
  const field = fieldWithControlCharacters(value);
  if (field)
    throw invalidFields(
      { [field]: "Remove the control characters from this field." },
      "The request contains control characters that are not text.",
    );
}
