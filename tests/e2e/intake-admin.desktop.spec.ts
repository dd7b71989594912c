import { notSentToast } from "../../app/content/intake";
import { site } from "../../app/content/site";
import { intakeEndpoints } from "../../app/lib/intake-endpoints";
import { adminEndpoints } from "../../app/lib/admin-endpoints";
import { guardedRouteUrl, guardedRoutes } from "../../server/admin-routes";
import { expect, gotoHydrated, test } from "./fixtures";
import { signInToAdmin, startIntakeServer } from "./intake-server";

const { username, password } = site.demoAdmin;

test.describe("admin routes", () => {
  // The forged requests below are refused on purpose, and Chromium logs each refusal.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 403/],
  });

  test("every admin route and résumé URL: 401 without a session, 403 with a bad CSRF token", async ({
    page,
    request,
  }) => {
    // A real application, so the résumé URL points at a stored file.
    const data = new FormData();
    const fields = {
      fullName: "Route Guard",
      email: "guard@example.ca",
      phone: "",
      coverLetter: "",
      jobTitle: "Any",
      idempotencyKey: `guard-${Date.now()}-0123456789`,
    };
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append("resume", new Blob(["%PDF-1.4 guard"]), "guard.pdf");
    const stored = await request.post(intakeEndpoints.application, {
      multipart: data,
      headers: { Accept: "application/json" },
    });
    expect(stored.status()).toBe(201);
    const { id } = (await stored.json()) as { id: string };

    // The server's own table of guarded routes, so a route added there is checked here too.
    const routes = guardedRoutes.map(
      (route) => [route.method, guardedRouteUrl(route, id)] as const,
    );
    expect(routes.map(([, route]) => route)).toContain(adminEndpoints.resume(id));
    for (const [method, route] of routes) {
      const response = await request.fetch(route, { method });
      expect(`${method} ${route} ${response.status()}`).toBe(`${method} ${route} 401`);
    }

    await signInToAdmin(page);
    for (const [method, route] of routes) {
      for (const token of [undefined, "forged-token"]) {
        const status = await page.evaluate(
          async ({ method, route, token }) =>
            (await fetch(route, { method, headers: token ? { "X-CSRF-Token": token } : {} }))
              .status,
          { method, route, token },
        );
        expect(`${method} ${route} ${status}`).toBe(`${method} ${route} 403`);
      }
    }
    // With the session's own token the résumé comes back.
    const resume = await page.evaluate(async (url) => {
      const { csrfToken } = (await (await fetch("/api/session")).json()) as { csrfToken: string };
      const response = await fetch(url, { headers: { "X-CSRF-Token": csrfToken } });
      return [response.status, await response.text()];
    }, adminEndpoints.resume(id));
    expect(resume).toEqual([200, "%PDF-1.4 guard"]);
  });
});

test("logout ends the session on the server, not only in the browser", async ({ page }) => {
  await signInToAdmin(page);
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged Out")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(
      async () => ((await (await fetch("/api/session")).json()) as { signedIn: boolean }).signedIn,
    ),
  ).toBe(false);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

test("a stored marker without a server session does not open the dashboard", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: `${site.storagePrefix}-admin-auth`,
    value: site.demoAdmin.marker,
  });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `${site.storagePrefix}-admin-auth`),
  ).toBeNull();
});

test.describe("on a server of its own", () => {
  // Failed requests (401, 429) are logged by Chromium; they are what these tests provoke.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a session ends after the idle time and the dashboard sends the admin to sign in", async ({
    page,
  }) => {
    const server = await startIntakeServer(1, { ADMIN_SESSION_IDLE_SECONDS: "2" });
    try {
      await signInToAdmin(page, server.url);
      await page.waitForTimeout(3000);
      await page.getByRole("main").getByLabel("Status").selectOption("new");
      await expect(page.getByText("Session Expired")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await server.stop();
    }
  });

  test("a restart keeps the records", async ({ page }) => {
    const first = await startIntakeServer(2);
    const email = `restart-${Date.now()}@example.ca`;
    try {
      await gotoHydrated(page, `${first.url}/`);
      const footer = page.getByRole("contentinfo");
      // Typed into the focused field, as a person does: the working form may take over meanwhile.
      await footer.getByRole("textbox", { name: "Email address" }).focus();
      await page.keyboard.insertText(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      // A server of its own starts cold (migrations, first module loads) while the suite runs.
      await expect(page.getByText("Check your inbox")).toBeVisible({ timeout: 20_000 });
    } finally {
      await first.stop();
    }
    const second = await startIntakeServer(2, {}, first.dir);
    try {
      await signInToAdmin(page, second.url);
      const main = page.getByRole("main");
      await main.getByLabel("Search name, email or message").fill(email);
      await expect(main.getByRole("status").filter({ hasText: /^1 submission$/ })).toBeVisible();
    } finally {
      await second.stop();
    }
  });

  test("the service stopped: a destructive toast, values and file kept, sent once when it is back", async ({
    page,
  }) => {
    // As behind nginx: the pages stay up while the service behind /api/ stops and starts again.
    const first = await startIntakeServer(5);
    await page.route("**/api/**", (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: `${first.url}${url.pathname}${url.search}` });
    });
    const name = `Stopped Grace ${Date.now()}`;
    const form = page.getByRole("form", { name: "Job application" });
    const submit = form.getByRole("button", { name: "Submit Application" });
    const chosenFile = () =>
      form.getByLabel("Resume/CV").evaluate((input: HTMLInputElement) => input.files?.[0]?.name);
    try {
      await gotoHydrated(page, "/careers/apply?jobTitle=DevOps%20Engineer");
      await form.getByLabel("Full Name").fill(name);
      await form.getByLabel("Email Address").fill("grace@example.ca");
      await form.getByLabel("Resume/CV").setInputFiles({
        name: "stopped.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% sent while the service was down\n"),
      });
    } finally {
      await first.stop();
    }
    await submit.click();
    const notice = notSentToast("application", site.mailboxes.careers, { reason: "network" });
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: notice.title });
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast).toContainText(notice.description);
    await expect(form.getByLabel("Full Name")).toHaveValue(name);
    await expect(form.getByLabel("Email Address")).toHaveValue("grace@example.ca");
    expect(await chosenFile()).toBe("stopped.pdf");

    // The same port and database, so the page's /api/ requests reach the service again.
    const second = await startIntakeServer(5, {}, first.dir);
    try {
      await submit.click();
      await expect(page.getByText("Application Submitted! 🎉")).toBeVisible({ timeout: 20_000 });
      await page.unrouteAll();
      await signInToAdmin(page, second.url);
      const main = page.getByRole("main");
      await main.getByLabel("Search name, email or message").fill(name);
      await expect(main.getByRole("status").filter({ hasText: /^1 submission$/ })).toBeVisible();
    } finally {
      await second.stop();
    }
  });

  test("past the limit a form says to wait, with the server's Retry-After", async ({ page }) => {
    const server = await startIntakeServer(3, { INTAKE_RATE_LIMIT: "2" });
    try {
      await gotoHydrated(page, `${server.url}/`);
      const footer = page.getByRole("contentinfo");
      const box = footer.getByRole("textbox", { name: "Email address" });
      for (const n of [1, 2]) {
        await box.fill(`limit-${n}-${Date.now()}@example.ca`);
        await footer.getByRole("button", { name: "Subscribe" }).click();
        await expect(box).toHaveValue("");
      }
      await box.fill(`limit-3-${Date.now()}@example.ca`);
      const answer = page.waitForResponse("**/api/newsletter");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      const response = await answer;
      expect(response.status()).toBe(429);
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(500);
      await expect(page.getByText("Try again in 10 minutes")).toBeVisible();
      await expect(box).not.toHaveValue("");
    } finally {
      await server.stop();
    }
  });

  test("five failed sign-ins lock the address out, even for the right password", async ({
    page,
  }) => {
    const server = await startIntakeServer(4, { ADMIN_LOGIN_FAILURES: "5" });
    try {
      await gotoHydrated(page, `${server.url}/login`);
      const main = page.getByRole("main");
      for (let attempt = 0; attempt < 5; attempt++) {
        await main.getByLabel("Username").fill(username);
        await main.getByLabel("Password", { exact: true }).fill(`wrong-${attempt}`);
        const answer = page.waitForResponse("**/api/login");
        await main.getByRole("button", { name: "Sign In" }).click();
        expect((await answer).status()).toBe(401);
      }
      await main.getByLabel("Password", { exact: true }).fill(password);
      await main.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText("Sign-in Locked")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await server.stop();
    }
  });
});
