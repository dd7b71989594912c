import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IntakeDb } from "./database";

export type Session = { username: string; csrfToken: string };

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Returns the cookie token; only its hash is stored. */
export async function createSession(db: IntakeDb, username: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: digest(token),
      csrf_token: csrfToken,
      username,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return { token, csrfToken };
}

/**
 * The session behind a cookie token, if it was used within the idle window; using it slides the
 * window. An expired session is deleted on sight.
 */
export async function touchSession(
  db: IntakeDb,
  token: string,
  idleMs: number,
  now = new Date(),
): Promise<Session | null> {
  if (!token) return null;
  const id = digest(token);
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) > idleMs) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
  return { username: row.username, csrfToken: row.csrf_token };
}

export async function endSession(db: IntakeDb, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", digest(token)).execute();
}

/** Sessions idle past the window are removed now and then, not only when their cookie returns. */
export async function purgeIdleSessions(
  db: IntakeDb,
  idleMs: number,
  now = new Date(),
): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("last_seen_at", "<", new Date(now.getTime() - idleMs).toISOString())
    .execute();
}

export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
