/**
 * What the service checks by itself every minute. Each check answers with a status and, when it is
 * not plainly operational, a message code the page words in its own language. A check that throws
 * or takes longer than its time limit counts as a major outage of that component.
 */
import fs from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import type { ServiceStatus } from "~/features/status/status-schema";
import type { StatusMessageCode } from "~/features/status/status-schema";
import type { IntakeConfig } from "../config";
import type { IntakeDb } from "../database";

export type CheckResult = { status: ServiceStatus; messageCode?: StatusMessageCode | null };
export type Check = () => Promise<CheckResult>;

/** The automatic components and their checks; each may be replaced (tests, or another host). */
export type StatusChecks = {
  website: Check;
  api: Check;
  auth: Check;
  email_services: Check;
};

export const checkTimeoutMs = 10_000;
/** Slower answers than this are reported as degraded performance. */
export const slowMs = 2_000;

const ok: CheckResult = { status: "operational", messageCode: null };

/** Runs a check with a time limit; a throw or a timeout is an outage, never a silent pass. */
export async function runCheck(check: Check, timeoutMs = checkTimeoutMs): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  try {
    const result = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
    if (result.status === "operational" && performance.now() - started > slowMs) {
      return { status: "degraded_performance", messageCode: "slow" };
    }
    return { status: result.status, messageCode: result.messageCode ?? null };
  } catch {
    return { status: "major_outage", messageCode: "check_failed" };
  } finally {
    clearTimeout(timer);
  }
}

/** The static site: the build's home page can be read (the server beside the service serves it). */
export function websiteCheck(
  indexFile = path.resolve(process.env.BUILD_DIR ?? "build", "client", "index.html"),
): Check {
  return async () => {
    const handle = await fs.promises.open(indexFile, "r");
    try {
      const { bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
      return bytesRead > 0 ? ok : { status: "major_outage", messageCode: "check_failed" };
    } finally {
      await handle.close();
    }
  };
}

/** A trivial query: the database answers. */
export async function pingDatabase(db: IntakeDb): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The API answers when its database answers and its event loop is not stalled: requests queue
 * behind a blocked loop, so a long stall since the last check is degraded performance.
 */
export function apiCheck(db: IntakeDb): Check & { stop(): void } {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const check = async (): Promise<CheckResult> => {
    await pingDatabase(db);
    const worstMs = delay.max / 1e6;
    delay.reset();
    return worstMs > slowMs ? { status: "degraded_performance", messageCode: "slow" } : ok;
  };
  return Object.assign(check, { stop: () => delay.disable() });
}

/**
 * Sign-in works when the sessions table can be read and a password hash is configured (without
 * one only the demo pair signs in, which production refuses to start with).
 */
export function authCheck(db: IntakeDb, config: Pick<IntakeConfig, "adminPasswordHash" | "production">): Check {
  return async () => {
    await db.selectFrom("sessions").select("id").limit(1).execute();
    if (!config.adminPasswordHash && config.production) {
      return { status: "major_outage", messageCode: "password_not_configured" };
    }
    return ok;
  };
}

export type VerifyingTransport = { verify(): Promise<unknown>; close(): void };

/**
 * Outgoing mail: with SMTP configured, the server accepts a connection and the credentials
 * (nodemailer's verify); a failure delays mail (the outbox retries), so it is a partial outage.
 * Without SMTP nothing is sent at all, and the component says so as maintenance.
 */
export function mailCheck(
  config: Pick<IntakeConfig, "smtp">,
  makeTransport: (url: string) => VerifyingTransport = (url) => nodemailer.createTransport(url),
): Check & { stop(): void } {
  const transport = config.smtp ? makeTransport(config.smtp.url) : null;
  const check = async (): Promise<CheckResult> => {
    if (!transport) return { status: "maintenance", messageCode: "mail_not_configured" };
    try {
      const verified = await transport.verify();
      return verified === false ? { status: "partial_outage", messageCode: "mail_unreachable" } : ok;
    } catch {
      return { status: "partial_outage", messageCode: "mail_unreachable" };
    }
  };
  return Object.assign(check, { stop: () => transport?.close() });
}
