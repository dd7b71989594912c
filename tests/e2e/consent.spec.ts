import type { Page, Request } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

/** Consent by purpose (issue 30): the banner, the preferences dialog, withdrawal, GPC and proof. */

const consentKey = `${site.storagePrefix}-cookie-consent`;
const themeKey = `${site.storagePrefix}-theme`;
const cartKey = `${site.storagePrefix}-cart`;
const banner = (page: Page) =>
  page.getByRole("region", {
    name: /^(Cookie consent|Consentement aux témoins|الموافقة على ملفات تعريف الارتباط)$/,
  });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie settings" });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const record = async (page: Page) => JSON.parse((await stored(page, consentKey)) ?? "null");

const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** The sandbox has no network; the map's requests are answered locally. */
async function serveMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    new URL(route.request().url()).pathname === "/favicon.ico"
      ? route.fulfill({ contentType: "image/png", body: pixel })
      : route.fulfill({ contentType: "text/html", body: "<title>map</title><p>map</p>" }),
  );
}

/** A decision stored by an earlier visit, in the current format. */
async function seedDecision(page: Page, preferences: boolean, thirdParty: boolean) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window !== window.top || sessionStorage.getItem("consent-seeded")) return;
      sessionStorage.setItem("consent-seeded", "1");
      localStorage.setItem(key, JSON.stringify(value));
    },
    {
      key: consentKey,
      value: {
        revision: 1,
        categories: { preferences, thirdParty },
        decidedAt: "2026-11-20T10:00:00.000Z",
        consentId: "00112233445566778899aabbccddeeff",
      },
    },
  );
}

/**
 * The decisions the page sends to the intake service, parsed and answered as the service does
 * (server/consent.test.ts tests the service itself; "proof on the server" below, the two together).
 */
async function decisionsSent(page: Page) {
  const sent: Array<Record<string, unknown>> = [];
  await page.route("**/api/consent", (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: '{"logged":true}' }),
  );
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/consent") && request.method() === "POST")
      sent.push(JSON.parse(request.postData() ?? "{}"));
  });
  return sent;
}

function expectRecord(value: unknown, categories: { preferences: boolean; thirdParty: boolean }) {
  expect(value).toEqual({
    revision: 1,
    categories,
    decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    consentId: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
}

test.describe("a new visitor", () => {
  test.use({ consent: null });

  test(
    "Accept turns every optional category on, is logged, and the banner stays away",
    { tag: "@phone" },
    async ({ page }) => {
      const sent = await decisionsSent(page);
      await gotoHydrated(page, "/");
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText("No analytics, no advertising.");
      await expect(banner(page)).not.toContainText(/analytics cookies/i);
      // Equally prominent: Accept and Decline look the same.
      const accept = banner(page).getByRole("button", { name: "Accept", exact: true });
      const decline = banner(page).getByRole("button", { name: "Decline", exact: true });
      expect(await accept.getAttribute("class")).toBe(await decline.getAttribute("class"));
      // Nothing optional is stored before an answer (the header's toggle is desktop-only).
      const desktop = page.viewportSize()!.width >= 1024;
      if (desktop) {
        await page
          .getByRole("banner")
          .getByRole("button", { name: "Switch to dark theme" })
          .click();
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        expect(await stored(page, themeKey)).toBeNull();
      }

      await accept.click();
      await expect(banner(page)).toBeHidden();
      const value = await record(page);
      expectRecord(value, { preferences: true, thirdParty: true });
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]).toEqual({
        consentId: value.consentId,
        revision: 1,
        categories: { preferences: true, thirdParty: true },
        decidedAt: value.decidedAt,
        source: "banner",
        locale: "en",
      });
      // Preferences may be stored now.
      if (desktop) {
        await page
          .getByRole("banner")
          .getByRole("button", { name: "Switch to light theme" })
          .click();
        expect(await stored(page, themeKey)).toBe(JSON.stringify("light"));
      }

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe("set");
    },
  );

  test("Decline turns every optional category off and deletes what an earlier visit kept", async ({
    page,
  }) => {
    await decisionsSent(page);
    await page.addInitScript(
      ([theme, cart]) => {
        if (window !== window.top || sessionStorage.getItem("kept")) return;
        sessionStorage.setItem("kept", "1");
        localStorage.setItem(theme!, JSON.stringify("dark"));
        localStorage.setItem(cart!, JSON.stringify([]));
      },
      [themeKey, cartKey],
    );
    await gotoHydrated(page, "/");
    await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expectRecord(await record(page), { preferences: false, thirdParty: false });
    expect(await stored(page, themeKey)).toBeNull();
    // The cart is the visitor's own: necessary, kept.
    expect(await stored(page, cartKey)).toBe("[]");
  });

  test("Preferences chooses one category in a dialog, keyboard first", async ({ page }) => {
    const sent = await decisionsSent(page);
    await gotoHydrated(page, "/");
    const preferences = banner(page).getByRole("button", { name: "Preferences" });
    await preferences.focus();
    await page.keyboard.press("Enter");
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole("checkbox", { name: /^Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: "Preferences" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Third-party content" })).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes without deciding and gives focus back.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(preferences).toBeFocused();
    expect(await stored(page, consentKey)).toBeNull();

    await page.keyboard.press("Enter");
    await dialog.getByRole("checkbox", { name: "Preferences" }).check();
    await dialog.getByRole("button", { name: "Save choices" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expectRecord(await record(page), { preferences: true, thirdParty: false });
    await expect.poll(() => sent.at(-1)?.source).toBe("settings");
  });
});

test.describe("a visitor who accepted", () => {
  test.use({ consent: null, theme: "dark" });

  test("reopens the choice from the footer and withdraws: theme deleted, map unloaded", async ({
    page,
  }) => {
    await seedDecision(page, true, true);
    await serveMap(page);
    const sent = await decisionsSent(page);
    await gotoHydrated(page, "/contact");
    await expect(banner(page)).toBeHidden();
    const map = page.getByRole("region", { name: "Find our office" });
    await expect(map.locator("iframe")).toHaveCount(1);
    expect(await stored(page, themeKey)).toBe(JSON.stringify("dark"));

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Cookie settings" }).click();
    const dialog = settingsDialog(page);
    await expect(dialog.getByRole("checkbox", { name: "Preferences" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Third-party content" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Preferences" }).uncheck();
    await dialog.getByRole("checkbox", { name: "Third-party content" }).uncheck();
    await dialog.getByRole("button", { name: "Save choices" }).click();
    await expect(dialog).toBeHidden();

    expect(await stored(page, themeKey)).toBeNull();
    await expect(map.locator("iframe")).toHaveCount(0);
    await expect(map.getByRole("button", { name: "Show map" })).toBeVisible();
    const value = await record(page);
    expect(value.categories).toEqual({ preferences: false, thirdParty: false });
    // The browser keeps its consent id from one decision to the next.
    expect(value.consentId).toBe("00112233445566778899aabbccddeeff");
    await expect
      .poll(() => sent.at(-1))
      .toMatchObject({
        consentId: "00112233445566778899aabbccddeeff",
        source: "settings",
        categories: { preferences: false, thirdParty: false },
      });
  });

  test("'Cookie settings' is in the footer of every page, in its language", async ({ page }) => {
    await seedDecision(page, true, true);
    for (const [path, label] of [
      ["/careers", "Cookie settings"],
      ["/fr/cookie-policy", "Paramètres des témoins"],
      ["/ar", "إعدادات ملفات تعريف الارتباط"],
    ]) {
      await gotoHydrated(page, path!);
      await expect(
        page.getByRole("contentinfo").getByRole("button", { name: label }),
      ).toBeAttached();
    }
  });
});

test.describe("Global Privacy Control", () => {
  test.use({ consent: null });

  test("turns the optional categories off without asking, says so, and still lets the visitor opt in", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "globalPrivacyControl", { get: () => true }),
    );
    const sent = await decisionsSent(page);
    await serveMap(page);
    await gotoHydrated(page, "/contact");
    await expect(banner(page).getByRole("button", { name: "Accept", exact: true })).toBeHidden();
    await expect(banner(page)).toContainText("Global Privacy Control");
    expectRecord(await record(page), { preferences: false, thirdParty: false });
    await expect.poll(() => sent.at(-1)?.source).toBe("gpc");
    await expect(
      page.getByRole("region", { name: "Find our office" }).locator("iframe"),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await banner(page).getByRole("button", { name: "Preferences" }).click();
    const dialog = settingsDialog(page);
    await expect(dialog).toContainText("Global Privacy Control");
    await dialog.getByRole("checkbox", { name: "Third-party content" }).check();
    await dialog.getByRole("button", { name: "Save choices" }).click();
    await expect(
      page.getByRole("region", { name: "Find our office" }).locator("iframe"),
    ).toHaveCount(1);
    await expect(banner(page)).toBeHidden();

    // The next page neither asks nor repeats the note.
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeHidden();
  });
});

test.describe("before the page's JavaScript arrives", () => {
  test.use({ consent: null });

  test("Accept works from the inline script, and is logged", async ({ page }) => {
    await page.route("**/assets/entry.client-*.js", () => {
      // Never answered: the app's code does not arrive during this test.
    });
    const sent = await decisionsSent(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await banner(page).getByRole("button", { name: "Accept", exact: true }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expectRecord(await record(page), { preferences: true, thirdParty: true });
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ source: "banner", locale: "en", revision: 1 });
  });

  test("a returning visitor's page hides the banner before it paints", async ({ page }) => {
    await seedDecision(page, false, false);
    await page.route("**/assets/entry.client-*.js", () => {});
    await page.goto("/fr/", { waitUntil: "domcontentloaded" });
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-consent", "set");
  });
});

test.describe("proof on the server", () => {
  test.use({ consent: null });

  test("the decision is in the admin's consent log", async ({ page }) => {
    await gotoHydrated(page, "/fr/");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
    await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { consentId } = await record(page);

    await gotoHydrated(page, "/login");
    const main = page.getByRole("main");
    await main.getByLabel("Username").fill(site.demoAdmin.username);
    await main.getByLabel("Password", { exact: true }).fill(site.demoAdmin.password);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const csv = await page.evaluate(async () => {
      const session = await (await fetch("/api/session")).json();
      const response = await fetch("/api/admin/consent.csv", {
        headers: { "X-CSRF-Token": session.csrfToken },
      });
      return response.text();
    });
    const line = csv.split("\r\n").find((row) => row.includes(consentId));
    expect(line).toMatch(new RegExp(`,${consentId},1,no,no,[^,]+,banner,fr$`));
  });
});

for (const locale of ["", "/fr", "/ar"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`axe ${locale || "/en"} ${theme}`, () => {
      test.use({ consent: null, theme });
      test("the banner and the dialog have no violations", async ({ page }) => {
        await gotoHydrated(page, `${locale}/`);
        await expect(banner(page)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await banner(page).locator('[data-consent-choice="preferences"]').first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
