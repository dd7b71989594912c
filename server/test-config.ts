/**
 * The intake service's settings for tests: limits off, the demo sign-in, no mail, the default
 * retention; each test file overrides what it is about.
 */
import { site } from "~/content/site";
import type { IntakeConfig } from "./config";
import { defaultRetention } from "./privacy";

export function intakeTestConfig(
  target: { url?: string; sqlitePath: string },
  overrides: Partial<IntakeConfig> = {},
): IntakeConfig {
  return {
    databaseUrl: target.url,
    sqlitePath: target.sqlitePath,
    rateLimit: 0,
    rateWindowMs: 600_000,
    loginFailures: 0,
    lockoutMs: 900_000,
    sessionIdleMs: 1_800_000,
    adminUsername: site.demoAdmin.username,
    adminPasswordHash: null,
    production: false,
    smtp: null,
    publicUrl: "https://northpine.example",
    retention: defaultRetention,
    log: () => {},
    ...overrides,
  };
}
