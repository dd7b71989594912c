import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";
import type { Page } from "@playwright/test";

const { username, password, marker } = site.demoAdmin;
const adminKey = `${site.storagePrefix}-admin-auth`;

const readMarker = (page: Page) => page.evaluate((key) => localStorage.getItem(key), adminKey);

async function fillLogin(page: Page, user: string, pass: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Username").fill(user);
  await main.getByLabel("Password", { exact: true }).fill(pass);
  await main.getByRole("button", { name: "Sign In" }).click();
}

async function signInThroughForm(page: Page) {
  await gotoHydrated(page, "/login");
  await fillLogin(page, username, password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Welcome to the / })).toBeVisible();
}

test.describe("login page", () => {
  test("shows the fields, links and the server sign-in notice with the demo credentials", async ({
    page,
  }) => {
    await gotoHydrated(page, "/login");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Username")).toHaveAttribute("autocomplete", "username");
    await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    // The default build runs with the intake service, and the page says so.
    const notice = main.getByRole("complementary", { name: "Server sign-in" });
    await expect(notice).toContainText("checked by the site's server");
    await expect(notice).toContainText(username);
    await expect(notice).toContainText(password);
  });

  test("empty fields show inline errors and do not sign in", async ({ page }) => {
    await gotoHydrated(page, "/login");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Sign In" }).click();
    const user = main.getByLabel("Username");
    const pass = main.getByLabel("Password", { exact: true });
    await expect(user).toHaveAttribute("aria-invalid", "true");
    await expect(user).toHaveAccessibleDescription("Username is required.");
    await expect(pass).toHaveAccessibleDescription("Password is required.");
    await expect(page).toHaveURL(/\/login$/);
    expect(await readMarker(page)).toBeNull();

    await user.fill(username);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(main.getByText("Username is required.")).toHaveCount(0);
    await expect(pass).toHaveAccessibleDescription("Password is required.");
    expect(await readMarker(page)).toBeNull();
  });

  test.describe("refused pairs", () => {
    // The server answers a wrong pair with 401, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 401/] });
    for (const [label, user, pass] of [
      ["a wrong pair", "guest", "password123"],
      ["a capitalised username", username.toUpperCase(), password],
      ["a password with a trailing space", username, `${password} `],
      ["the right password for another user", "administrator", password],
    ] as const) {
      test(`${label} is refused with Login Failed`, async ({ page }) => {
        await gotoHydrated(page, "/login");
        await fillLogin(page, user, pass);
        await expect(page.getByText("Login Failed")).toBeVisible();
        await expect(page.getByText("Invalid username or password.")).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
        expect(await readMarker(page)).toBeNull();
      });
    }
  });

  test("the show/hide toggle reveals and hides the password", async ({ page }) => {
    await gotoHydrated(page, "/login");
    const main = page.getByRole("main");
    const field = main.getByLabel("Password", { exact: true });
    await field.fill("secret");
    await main.getByRole("button", { name: "Show password" }).click();
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveValue("secret");
    await main.getByRole("button", { name: "Hide password" }).click();
    await expect(field).toHaveAttribute("type", "password");
  });

  test("pasting into the password field works and signs in", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/login");
    const main = page.getByRole("main");
    await main.getByLabel("Username").fill(username);
    await page.evaluate((text) => navigator.clipboard.writeText(text), password);
    await main.getByLabel("Password", { exact: true }).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(main.getByLabel("Password", { exact: true })).toHaveValue(password);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("signs in by keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await page.getByRole("main").getByLabel("Username").focus();
    await page.keyboard.type(username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("Forgot your password? explains that reset is not available in the demo", async ({
    page,
  }) => {
    await gotoHydrated(page, "/login");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByText("Password reset is not available")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signs in even when storage refuses the marker: the server holds the session", async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException("Quota exceeded", "QuotaExceededError");
        return original.call(this, name, value);
      };
    }, adminKey);
    await gotoHydrated(page, "/login");
    await fillLogin(page, username, password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 2, name: "Inbox" })).toBeVisible();
  });
});

test.describe("admin dashboard", () => {
  test("the right pair stores the marker, confirms and opens the dashboard", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await fillLogin(page, username, password);
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(JSON.parse((await readMarker(page))!)).toBe(marker);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Logout" })).toBeVisible();
    // The three cards come first; the inbox and the staff sections follow them.
    const headings = main.getByRole("heading", { level: 3 });
    await expect(headings.nth(0)).toHaveText("User Management");
    await expect(headings.nth(1)).toHaveText("Content Control");
    await expect(headings.nth(2)).toHaveText("System Settings");
    await expect(main.getByRole("heading", { level: 3, name: "Submission details" })).toBeVisible();
    await expect(
      main.getByRole("button", { name: "Explore Features (Coming Soon)" }),
    ).toBeDisabled();
  });

  test("the session survives a reload", async ({ page }) => {
    await signInThroughForm(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole("main").getByRole("heading", { level: 3, name: "User Management" }),
    ).toBeVisible();
  });

  test("without the marker /admin redirects to /login and replaces the history entry", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
    await expect(page.getByText("User Management")).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("signed out, /admin is left before it paints: none of its code loads", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/admin");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
    expect(requested[0]).toBe("/admin");
    // The admin route module would only load when /admin itself hydrated.
    expect(requested.filter((path) => /\/assets\/admin-[\w-]{8}\.js$/.test(path))).toEqual([]);
  });

  test("signed in, the same document stays on /admin", async ({ page }) => {
    await signInThroughForm(page);
    await gotoHydrated(page, "/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Welcome to the / })).toBeVisible();
  });

  test("a hand-edited marker does not open the dashboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify("true")), adminKey);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logout removes the marker, says Logged Out and returns to /login", async ({ page }) => {
    await signInThroughForm(page);
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged Out")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readMarker(page)).toBeNull();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in visitor on /login is offered the dashboard", async ({ page }) => {
    await signInThroughForm(page);
    await gotoHydrated(page, "/login");
    await expect(page.getByText("You are already signed in")).toBeVisible();
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
