/**
 * The newsletter's consent under CASL: a signup counts once its address confirms through the link
 * mailed to it, and every email to a visitor carries a one-click way to stop all mail from the
 * site. Both answer a person with a redirect to the home page in their language and a fixed marker;
 * a mail client's one-click POST gets a plain 200.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { localizedPath } from "~/lib/i18n";
import { isSiteLocale } from "~/lib/locales";
import { newsletterOutcomeParam } from "~/lib/intake-endpoints";
import type { NewsletterOutcome } from "~/lib/intake-endpoints";
import { HttpError } from "./body";
import type { IntakeDb } from "./database";
import { methodNotAllowed, redirect, withParam } from "./http";
import { mailLinkPaths, tokenMatches } from "./mail-links";
import { emailHash } from "./privacy";

function home(locale: string | null | undefined, outcome: NewsletterOutcome) {
  const page = locale && isSiteLocale(locale) ? localizedPath("/", locale) : "/";
  return withParam(page, newsletterOutcomeParam, outcome);
}

export function createNewsletterLinks(db: IntakeDb, key: () => Promise<Buffer>) {
  async function confirm(res: ServerResponse, url: URL) {
    const id = url.searchParams.get("s") ?? "";
    const token = url.searchParams.get("t") ?? "";
    if (!id || !token || !tokenMatches(await key(), "confirm", id, token)) {
      redirect(res, home(null, "invalid"));
      return "confirm_invalid";
    }
    const row = await db
      .selectFrom("submissions")
      .select(["locale", "confirmed_at"])
      .where("id", "=", id)
      .where("kind", "=", "newsletter")
      .executeTakeFirst();
    if (!row) {
      redirect(res, home(null, "invalid"));
      return "confirm_unknown";
    }
    if (!row.confirmed_at)
      await db
        .updateTable("submissions")
        .set({ confirmed_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("confirmed_at", "is", null)
        .execute();
    redirect(res, home(row.locale, "confirmed"));
    return "newsletter_confirmed";
  }

  /**
   * Stops all mail to the address: it goes on the "no more mail" list and its newsletter signups
   * are deleted (kept "until unsubscribed"). A GET from the email's link and the mail client's
   * one-click POST do the same.
   */
  async function unsubscribe(req: IncomingMessage, res: ServerResponse, url: URL) {
    const hash = url.searchParams.get("u") ?? "";
    const token = url.searchParams.get("t") ?? "";
    const valid = Boolean(hash && token && tokenMatches(await key(), "unsubscribe", hash, token));
    let locale: string | null = null;
    if (valid) {
      const now = new Date().toISOString();
      await db
        .insertInto("suppressions")
        .values({ email_hash: hash, created_at: now })
        .onConflict((conflict) => conflict.column("email_hash").doNothing())
        .execute();
      const signups = await db
        .selectFrom("submissions")
        .select(["id", "email", "locale"])
        .where("kind", "=", "newsletter")
        .execute();
      const mine = signups.filter((row) => emailHash(row.email) === hash);
      locale = mine[0]?.locale ?? null;
      if (mine.length > 0) {
        const ids = mine.map((row) => row.id);
        await db.deleteFrom("outbox").where("submission_id", "in", ids).execute();
        await db.deleteFrom("submissions").where("id", "in", ids).execute();
      }
      await db
        .insertInto("audit_log")
        .values({
          id: randomUUID(),
          at: now,
          action: "unsubscribe",
          detail: JSON.stringify({ newsletterRecords: mine.length }),
        })
        .execute();
    }
    if (req.method === "POST") {
      if (!valid) throw new HttpError(400, "invalid_link", "The unsubscribe link is not valid.");
      res.writeHead(200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end("Unsubscribed.");
    } else redirect(res, home(locale, valid ? "unsubscribed" : "invalid"));
    return valid ? "unsubscribed" : "unsubscribe_invalid";
  }

  /** The event for the log line, or null when the path is not one of these links. */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === mailLinkPaths.confirm) {
      if (req.method !== "GET") throw methodNotAllowed("GET");
      return confirm(res, url);
    }
    if (url.pathname === mailLinkPaths.unsubscribe) {
      if (req.method !== "GET" && req.method !== "POST") throw methodNotAllowed("GET, POST");
      // The one-click POST's body (List-Unsubscribe=One-Click) says nothing the link does not.
      req.resume();
      return unsubscribe(req, res, url);
    }
    return null;
  }

  return { handle };
}

/** Whether an address asked for no more mail. */
export async function isSuppressed(db: IntakeDb, email: string) {
  const row = await db
    .selectFrom("suppressions")
    .select("email_hash")
    .where("email_hash", "=", emailHash(email))
    .executeTakeFirst();
  return Boolean(row);
}
