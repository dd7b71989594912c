import path from "node:path";
import { site } from "~/content/site";
import { defaultRetention } from "./privacy";
import type { RetentionPolicy } from "./privacy";

export type SmtpConfig = { url: string; from: string };

export type IntakeConfig = {
  databaseUrl?: string;
  sqlitePath: string;
  /** Submissions per address per window; 0 turns the limit off. */
  rateLimit: number;
  rateWindowMs: number;
  loginFailures: number;
  lockoutMs: number;
  sessionIdleMs: number;
  adminUsername: string;
  /** scrypt hash (see passwords.ts); null means the demo pair, which production refuses. */
  adminPasswordHash: string | null;
  production: boolean;
  smtp: SmtpConfig | null;
  /** The site's public address, for links in emails (PUBLIC_URL; the site config's URL by default). */
  publicUrl: string;
  /** Days each kind of record is kept (server/privacy.ts; the privacy policy states the defaults). */
  retention: RetentionPolicy;
  log: (line: Record<string, unknown>) => void;
};

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): IntakeConfig {
  const dataDir = env.INTAKE_DATA_DIR ?? "data";
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.INTAKE_DB_PATH ?? path.join(dataDir, "intake.sqlite"),
    rateLimit: positiveNumber(env.INTAKE_RATE_LIMIT, 10),
    rateWindowMs: positiveNumber(env.INTAKE_RATE_WINDOW_SECONDS, 600) * 1000,
    loginFailures: positiveNumber(env.ADMIN_LOGIN_FAILURES, 5),
    lockoutMs: 15 * 60 * 1000,
    sessionIdleMs: positiveNumber(env.ADMIN_SESSION_IDLE_SECONDS, 30 * 60) * 1000,
    adminUsername: env.ADMIN_USERNAME || site.demoAdmin.username,
    adminPasswordHash: env.ADMIN_PASSWORD_HASH || null,
    production: env.NODE_ENV === "production",
    smtp: env.SMTP_URL
      ? {
          url: env.SMTP_URL,
          from: env.SMTP_FROM || `${site.name} website <${site.mailboxes.general}>`,
        }
      : null,
    publicUrl: env.PUBLIC_URL || site.url,
    // RETENTION_CONTACT_DAYS, RETENTION_APPLICATION_DAYS, RETENTION_UNCONFIRMEDNEWSLETTERDAYS…
    retention: Object.fromEntries(
      Object.entries(defaultRetention).map(([kind, days]) => [
        kind,
        positiveNumber(env[`RETENTION_${kind.replace(/Days$/, "").toUpperCase()}_DAYS`], days),
      ]),
    ) as RetentionPolicy,
    log: (line) => process.stdout.write(`${JSON.stringify(line)}\n`),
  };
}
