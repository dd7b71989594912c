/**
 * Links the service puts in emails to visitors: confirm a newsletter signup, and stop all mail
 * (one click, RFC 8058). Each carries an HMAC made with a key every instance reads from the
 * database, so a link works whichever instance answers it and cannot be forged for another record
 * or address. Only ids and hashes appear in a link, never anything the visitor typed.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IntakeDb } from "./database";
import { emailHash } from "./privacy";

const keyName = "mail_link_key";

/** The shared signing key, created by whichever instance starts first. */
export async function mailLinkKey(db: IntakeDb): Promise<Buffer> {
  await db
    .insertInto("settings")
    .values({ key: keyName, value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", keyName)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64url");
}

export type LinkAction = "confirm" | "unsubscribe";

export function linkToken(key: Buffer, action: LinkAction, subject: string): string {
  return createHmac("sha256", key).update(`${action}:${subject}`).digest("base64url");
}

export function tokenMatches(key: Buffer, action: LinkAction, subject: string, token: string) {
  const expected = Buffer.from(linkToken(key, action, subject));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const mailLinkPaths = {
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/unsubscribe",
} as const;

export type MailLinks = { confirm: string; unsubscribe: string };

/** A record's links: confirm names the record, unsubscribe the address (as its hash). */
export function mailLinksFor(
  key: Buffer,
  baseUrl: string,
  submission: { id: string; email: string },
): MailLinks {
  const base = baseUrl.replace(/\/$/, "");
  const hash = emailHash(submission.email);
  const confirm = new URLSearchParams({
    s: submission.id,
    t: linkToken(key, "confirm", submission.id),
  });
  const unsubscribe = new URLSearchParams({ u: hash, t: linkToken(key, "unsubscribe", hash) });
  return {
    confirm: `${base}${mailLinkPaths.confirm}?${confirm.toString()}`,
    unsubscribe: `${base}${mailLinkPaths.unsubscribe}?${unsubscribe.toString()}`,
  };
}
