import { fillTemplate } from "../../app/lib/fill-template";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { loginPage } from "../../app/content/account";
import { contactToasts } from "../../app/content/contact";
import { site } from "../../app/content/site";
import { statusBoardCopy } from "../../app/content/status";
import { expect, gotoHydrated, test } from "./fixtures";
import { startIntakeServer } from "./intake-server";

/**
 * The build for a static host (`VITE_INTAKE=off`): built once here, into a folder of its own next
 * to the build under test, and served without the intake module, as a static host would.
 */
const staticBuildDir = path.resolve(`${process.env.BUILD_DIR ?? "build"}-static-host`);

async function buildStaticHost() {
  // The site and its postbuild step only: a static host has no Node service, so the intake
  // bundle is not built and serve.mjs answers nothing under /api/.
  fs.rmSync(staticBuildDir, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const child = spawn("sh", ["-c", "react-router build && node scripts/postbuild.mjs"], {
      env: {
        ...process.env,
        PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        BUILD_DIR: staticBuildDir,
        VITE_INTAKE: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`static build failed (${code}):\n${output}`)),
    );
  });
}

/** Every request the page makes to the intake API, so a test can show there were none. */
function recordApiRequests(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api")) requests.push(request.url());
  });
  return requests;
}

// One build and one server for the file, so the tests share a worker instead of building twice.
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startIntakeServer>>;

test.beforeAll(async () => {
  // The build shares two cores with the rest of the suite; a minute is typical, three is the cap.
  test.setTimeout(180_000);
  await buildStaticHost();
  server = await startIntakeServer(200, { BUILD_DIR: staticBuildDir });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the contact form shows the specification's toast without any request to /api", async ({
  page,
}) => {
  const requests = recordApiRequests(page);
  await gotoHydrated(page, `${server.url}/contact`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel(/^Name/).fill("Ada Static");
  await form.getByLabel(/^Email/).fill("ada@example.ca");
  await form.getByLabel(/^Inquiry type/).selectOption("general_inquiry");
  await form.getByLabel(/^Message/).fill("Sent from a static host.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(contactToasts.sentTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(fillTemplate(contactToasts.sentDescription, { name: "Ada Static" }))).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toHaveValue("");
  expect(requests).toEqual([]);
});

test("the login page says it is a demonstration, and the demo pair signs in with a stored marker", async ({
  page,
}) => {
  const requests = recordApiRequests(page);
  await gotoHydrated(page, `${server.url}/login`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: loginPage.notice.title })).toBeVisible();
  await expect(main.getByText(loginPage.notice.text)).toBeVisible();
  await expect(main.getByRole("heading", { name: loginPage.serviceNotice.title })).toHaveCount(0);

  await main.getByLabel("Username").fill(site.demoAdmin.username);
  await main.getByLabel("Password", { exact: true }).fill(site.demoAdmin.password);
  await main.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(main.getByRole("heading", { level: 2, name: "Inbox" })).toHaveCount(0);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `${site.storagePrefix}-admin-auth`),
  ).toBe(JSON.stringify(site.demoAdmin.marker));
  // The marker alone opens the dashboard again after a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(main.getByRole("button", { name: "Logout" })).toBeVisible();
  expect(requests).toEqual([]);
});

test("a job application is kept in the browser's list, in this mode only", async ({ page }) => {
  const requests = recordApiRequests(page);
  const key = `${site.storagePrefix}-job-applications`;
  await gotoHydrated(page, `${server.url}/careers/apply?jobTitle=DevOps%20Engineer`);
  expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBeNull();
  const form = page.getByRole("form", { name: "Job application" });
  await form.getByLabel("Full Name").fill("Grace Static");
  await form.getByLabel("Email Address").fill("grace@example.ca");
  await form.getByLabel("Resume/CV").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% a résumé\n"),
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
  const stored = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), key)) ?? "[]",
  ) as Array<Record<string, unknown>>;
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    fullName: "Grace Static",
    email: "grace@example.ca",
    jobTitle: "DevOps Engineer",
  });
  expect(requests).toEqual([]);
});

test("the status page shows the specification's board, marked as example data, without any request", async ({
  page,
}) => {
  const requests = recordApiRequests(page);
  await gotoHydrated(page, `${server.url}/status`);
  const main = page.getByRole("main");
  await expect(main.getByRole("note")).toHaveText(statusBoardCopy.exampleNotice);
  await expect(main.getByRole("heading", { level: 2, name: "Partial Outage" })).toBeVisible();
  await expect(main.locator('[data-component="support_portal"]')).toContainText(
    "Degraded Performance",
  );
  await expect(main.locator('[data-component="email_services"]')).toContainText("Partial Outage");
  await main.getByRole("button", { name: "Refresh Status" }).click();
  await expect(main.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
  await expect(main.getByRole("button", { name: "Refresh Status" })).toBeEnabled();
  await expect(main.getByRole("heading", { level: 2, name: "Partial Outage" })).toBeVisible();
  expect(requests).toEqual([]);
});
