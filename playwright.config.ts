import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Ports of their own so a running `npm start` (4173) is never mistaken for the build under test.
const port = Number(process.env.E2E_PORT ?? 4317);
const nginxPort = Number(process.env.NGINX_PORT ?? port + 1000);
const baseURL = `http://127.0.0.1:${port}`;
const nginxURL = `http://127.0.0.1:${nginxPort}`;

// A fresh intake database per run. Set once in the main process; workers inherit the variable,
// so they see the same folder instead of making their own.
process.env.INTAKE_E2E_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "northpine-e2e-intake-"));
const intakeEnv = {
  INTAKE_DATA_DIR: process.env.INTAKE_E2E_DIR,
  // Every test comes from 127.0.0.1: the limit and the lockout get their own tests on their own
  // servers (tests/e2e/intake-server.ts), not a shared address that would lock the others out.
  INTAKE_RATE_LIMIT: "0",
  ADMIN_LOGIN_FAILURES: "0",
};

const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

// Two tiers (record 0096). The core tier, which `npm test` and CI run, proves every flow once at
// desktop width, the phone-specific behaviour, the deployment, and the page audit of the shell
// pages and the busiest ones per language and width. The extended tier (`npm run
// test:e2e:extended`; `E2E_TIER=all` for both) adds everything listed below.
const extendedTests = new RegExp(
  [
    "@extended",
    // Flows repeated in French and Arabic, edge cases, other deployments, the crawl.
    String.raw`(?:^|[\s\\/])(?:i18n-(?:shell|shop|forms|contact|native-form|mobile|reading|marketing)|robustness-\w+|static-host|crawl|intake-instances)(?:\.desktop|\.mobile)?\.spec\.ts`,
    // Pages of copy, whose text the HTML tier checks on every run; typefaces; the desktop RTL pass.
    String.raw`(?:^|[\s\\/])(?:about|community|expertise|legal|offerings|press|services|solutions|sitemap|blog-feed|typeface|typeface-scripts\.desktop|rtl)\.spec\.ts`,
  ].join("|"),
);
const phoneTests = /\.mobile\.spec\.ts|@phone/;
const tier = process.env.E2E_TIER ?? "core";
const both = (a: RegExp, b: RegExp) =>
  new RegExp(`^(?=[\\s\\S]*(?:${a.source}))(?=[\\s\\S]*(?:${b.source}))`);
// Tests that exist only for the phone width (a second audit of a page) never run at desktop.
const phoneOnly = /@phone-only/;
const tierFilter =
  tier === "all"
    ? { grepInvert: phoneOnly }
    : tier === "extended"
      ? { grep: extendedTests, grepInvert: phoneOnly }
      : { grepInvert: [extendedTests, phoneOnly] };
const phoneFilter =
  tier === "all"
    ? { grep: phoneTests }
    : tier === "extended"
      ? { grep: both(phoneTests, extendedTests) }
      : { grep: phoneTests, grepInvert: extendedTests };

// Deployment tests (tests/e2e/server) run once against `npm start`'s server and once against
// real nginx with deploy/nginx.conf.
const serverTests = /[\\/]server[\\/].*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // One output folder per build, so parallel runs never delete each other's traces.
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: chromium,
    // Recording a trace costs about a fifth of a test's time (measured: 49 tests in 74 s with it,
    // 57 s without). CI records the retry of a test that failed, which is where one is needed.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  // Flows run once, at desktop width; the phone width runs `*.mobile.spec.ts` and the tests of
  // other specs tagged @phone, whose layout or behaviour differs there (record 0096).
  projects: [
    {
      name: "desktop",
      testIgnore: [/\.mobile\.spec\.ts$/, serverTests],
      ...tierFilter,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testIgnore: [/\.desktop\.spec\.ts$/, serverTests],
      ...phoneFilter,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: "node-server",
      testMatch: serverTests,
      ...tierFilter,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "nginx",
      testMatch: serverTests,
      ...tierFilter,
      use: { baseURL: nginxURL, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      url: baseURL,
      env: { PORT: String(port), ...intakeEnv },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/serve-nginx.mjs",
      url: nginxURL,
      env: { NGINX_PORT: String(nginxPort), INTAKE_UPSTREAM: `127.0.0.1:${port}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
