import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { expect, gotoHydrated } from "./fixtures";

/**
 * A second `npm start` server with its own settings and database, for what the shared test
 * server must not do: rate limits, short sessions, restarts. Ports sit 100+ above E2E_PORT.
 */
export async function startIntakeServer(
  offset: number,
  env: Record<string, string> = {},
  dataDir?: string,
) {
  const port = Number(process.env.E2E_PORT ?? 4317) + 100 + offset;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "northpine-e2e-spawned-"));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      INTAKE_DATA_DIR: dir,
      INTAKE_RATE_LIMIT: "0",
      ADMIN_LOGIN_FAILURES: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Northpine website:")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function signInToAdmin(page: Page, base = "") {
  await gotoHydrated(page, `${base}/login`);
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(site.demoAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(site.demoAdmin.password);
  await main.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 2, name: "Inbox" })).toBeVisible();
  // The first list request has answered, so nothing is in flight when a test moves on.
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /submissions?$/ }),
  ).toBeVisible();
}

/** Filters the inbox by a unique text and opens the one matching submission. */
export async function openInInbox(page: Page, text: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Search name, email or message").fill(text);
  await expect(main.getByRole("status").filter({ hasText: /^1 submission$/ })).toBeVisible();
  await main.getByRole("list", { name: "Inbox" }).getByRole("button").click();
  return main.getByRole("region", { name: "Submission details" });
}
