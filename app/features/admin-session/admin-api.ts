import { intakeEndpoints } from "~/lib/intake-endpoints";
import { adminEndpoints, csrfHeader } from "~/lib/admin-endpoints";
import type { SubmissionKind, SubmissionRecord, SubmissionStatus } from "~/lib/admin-endpoints";

/** The server is the authority on the session; the stored marker is only a hint for the pre-paint gate. */
export type ServerSession = { username: string; csrfToken: string };

export class SignedOutError extends Error {}

export type LoginResult = "success" | "invalid" | "locked" | "unavailable";

export async function serverLogin(
  username: string,
  password: string,
): Promise<{ result: LoginResult; session?: ServerSession }> {
  try {
    const response = await fetch(intakeEndpoints.login, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ username, password }),
      credentials: "same-origin",
    });
    if (response.ok)
      return { result: "success", session: (await response.json()) as ServerSession };
    if (response.status === 401) return { result: "invalid" };
    if (response.status === 429) return { result: "locked" };
    return { result: "unavailable" };
  } catch {
    return { result: "unavailable" };
  }
}

/** The live session, null when signed out; throws when the service cannot be reached. */
export async function fetchSession(): Promise<ServerSession | null> {
  const response = await fetch(intakeEndpoints.session, {
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`Session check failed with ${response.status}`);
  const body = (await response.json()) as
    ({ signedIn: true } & ServerSession) | { signedIn: false };
  return body.signedIn ? { username: body.username, csrfToken: body.csrfToken } : null;
}

/** Every admin call carries the CSRF header; a 401 means the session ended (idle or logged out). */
export async function adminRequest(
  session: ServerSession,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    credentials: "same-origin",
    cache: "no-store",
    headers: { ...init.headers, [csrfHeader]: session.csrfToken, Accept: "application/json" },
  });
  if (response.status === 401) throw new SignedOutError("Session ended");
  if (!response.ok) throw new Error(`Admin request failed with ${response.status}`);
  return response;
}

export async function serverLogout(session: ServerSession): Promise<void> {
  try {
    await adminRequest(session, intakeEndpoints.logout, { method: "POST" });
  } catch (error) {
    // Already signed out on the server is the outcome we wanted.
    if (!(error instanceof SignedOutError)) throw error;
  }
}

export type InboxItem = SubmissionRecord;

export type InboxFilter = { kind: SubmissionKind | ""; status: SubmissionStatus | ""; q: string };

export function inboxQuery(filter: InboxFilter): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.q.trim()) params.set("q", filter.q.trim());
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type InboxPage = { submissions: InboxItem[]; total: number; nextCursor: string | null };

/** One page of the inbox, newest first; `cursor` is the previous page's nextCursor. */
export async function fetchInbox(
  session: ServerSession,
  filter: InboxFilter,
  cursor: string | null = null,
): Promise<InboxPage> {
  const query = inboxQuery(filter);
  const page = cursor ? `${query ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : "";
  const response = await adminRequest(session, `${adminEndpoints.submissions}${query}${page}`);
  return (await response.json()) as InboxPage;
}

export async function markItemHandled(session: ServerSession, id: string): Promise<InboxItem> {
  const response = await adminRequest(session, adminEndpoints.handled(id), { method: "POST" });
  return ((await response.json()) as { submission: InboxItem }).submission;
}

export async function markItemInterviewed(session: ServerSession, id: string): Promise<InboxItem> {
  const response = await adminRequest(session, adminEndpoints.interviewed(id), { method: "POST" });
  return ((await response.json()) as { submission: InboxItem }).submission;
}

/** What erasing an address removed: records (per kind), résumé files and "no more mail" entries. */
export type ErasedCounts = {
  records: number;
  files: number;
  suppressions: number;
  kinds: Partial<Record<SubmissionKind, number>>;
};

const jsonPost = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Every record sent from one address, newest first (a privacy request's first step). */
export async function findPersonalData(
  session: ServerSession,
  email: string,
): Promise<InboxItem[]> {
  const response = await adminRequest(session, adminEndpoints.privacyFind, jsonPost({ email }));
  return ((await response.json()) as { submissions: InboxItem[] }).submissions;
}

/** Erases every record of an address with its files and mail traces; the server asks for confirm. */
export async function erasePersonalData(
  session: ServerSession,
  email: string,
): Promise<ErasedCounts> {
  const response = await adminRequest(
    session,
    adminEndpoints.privacyErase,
    jsonPost({ email, confirm: true }),
  );
  return ((await response.json()) as { erased: ErasedCounts }).erased;
}

function saveBlob(blob: Blob, fileName: string) {
  const blobUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}

/** Downloads go through fetch so they carry the CSRF header; the blob is saved under its own name. */
export async function download(
  session: ServerSession,
  url: string,
  fileName: string,
): Promise<void> {
  const response = await adminRequest(session, url);
  saveBlob(await response.blob(), fileName);
}

/** A download answered to a POST (the address goes in the body, never in a URL or a log line). */
export async function downloadPost(
  session: ServerSession,
  url: string,
  body: unknown,
  fileName: string,
): Promise<void> {
  const response = await adminRequest(session, url, jsonPost(body));
  saveBlob(await response.blob(), fileName);
}
