import { csrfHeader } from "~/lib/admin-endpoints";
import { statusFeeds } from "./status-api";
import type { StatusSummary } from "./status-api";

/** What a staff change needs of the admin session: its CSRF token (the cookie goes by itself). */
export type StaffSession = { csrfToken: string };

/** The session ended (idle, or signed out elsewhere): the dashboard sends the visitor to /login. */
export class StaffSignedOutError extends Error {}

export type StaffResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; fields: Record<string, string> };

/** The public summary: the admin section edits what visitors see. */
export async function fetchStatusSummary(): Promise<StatusSummary> {
  const response = await fetch(statusFeeds.summary, {
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Status request failed with ${response.status}`);
  return (await response.json()) as StatusSummary;
}

/**
 * A staff change, with the session's CSRF header. A refusal comes back with the server's message
 * and its per-field messages, to show beside the fields; a 401 means the session ended.
 */
export async function postStatusChange<T>(
  session: StaffSession,
  url: string,
  body: unknown,
): Promise<StaffResult<T>> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    cache: "no-store",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      [csrfHeader]: session.csrfToken,
    },
    body: JSON.stringify(body),
  });
  if (response.status === 401) throw new StaffSignedOutError("Session ended");
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: data as T };
  return {
    ok: false,
    message: typeof data.message === "string" ? data.message : `HTTP ${response.status}`,
    fields:
      data.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : {},
  };
}
