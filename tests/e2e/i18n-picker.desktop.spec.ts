import { axeViolations, expect, gotoHydrated, settled, test } from "./fixtures";
import type { Page } from "@playwright/test";

const header = (page: Page) => page.locator("header").first();

test.describe("the language picker", () => {
  test("goes back to English from an Arabic page, keeping the query and hash", async ({ page }) => {
    await gotoHydrated(page, "/ar/pricing?billing=annual#plans");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await header(page)
      .getByRole("button", { name: /العربية/ })
      .click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(/\/pricing\?billing=annual#plans$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("opens the same page in German, keeping the query and hash, and comes back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact?demo=true#form");
    await header(page).getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/contact\?demo=true#form$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Sprechen Sie mit /);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await header(page)
      .getByRole("button", { name: /Deutsch/ })
      .click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(/\/contact\?demo=true#form$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("remembers the choice: English pages then suggest it, without redirecting", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await header(page).getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText("Cette page existe aussi en français.")).toBeVisible();
  });
});

test.describe("a visitor whose browser prefers French", () => {
  test.use({ locale: "fr-CA" });

  test("sees a dismissible suggestion in French on the English home page, never a redirect", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const suggestion = page.getByText("Cette page existe aussi en français.");
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute("lang", "fr-CA");
    await page.getByRole("button", { name: "Non merci" }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Dismissed for good.
    await page.waitForTimeout(500);
    await expect(page.getByText("Cette page existe aussi en français.")).toHaveCount(0);
  });

  test("dismisses the suggestion with Escape from its buttons", async ({ page }) => {
    await gotoHydrated(page, "/ar/about");
    const suggestion = page.getByText("Cette page existe aussi en français.");
    await expect(suggestion).toBeVisible();
    await page.getByRole("button", { name: "Non merci" }).focus();
    await page.keyboard.press("Escape");
    await expect(suggestion).toBeHidden();
    await gotoHydrated(page, "/ar/pricing");
    await page.waitForTimeout(500);
    await expect(page.getByText("Cette page existe aussi en français.")).toHaveCount(0);
  });

  test("switches with the suggestion's button", async ({ page }) => {
    await gotoHydrated(page, "/pricing#plans");
    await page.getByRole("button", { name: "Lire en français" }).click();
    await expect(page).toHaveURL(/\/fr\/pricing#plans$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });
});

test("an unknown address under a language lands on that language's home page", async ({ page }) => {
  await page.goto("/fr/no/such/page");
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await page.goto("/ar/missing");
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test.describe("an English-reading visitor on an Arabic page", () => {
  test.use({ dismissedSuggestion: null, theme: "dark" });

  test("is offered the English page in English, and the offer is accessible", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/ar/pricing");
    const suggestion = page.getByText("This page is also available in English.");
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute("lang", "en");
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // The offer is part of the page's own code: no toast library is fetched to show it.
    expect(scripts.filter((url) => /toaster|language-notices/.test(url))).toEqual([]);
    await page.getByRole("button", { name: "Read in English" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
