import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  fillAndSend,
  freezeClock,
  gotoHydrated,
  holdAsset,
  modalTabStops,
  test,
  waitForToastOnFrozenClock,
} from "./fixtures";

const header = (page: Page) => page.getByRole("banner");
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function openMenu(page: Page) {
  await header(page).getByRole("button", { name: "Open menu" }).click();
  await expect(menu(page)).toBeVisible();
}

test.describe("mobile header", () => {
  test("shows the logo, search, cart and menu buttons and hides the desktop bar", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Open search" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: /^Cart/ })).toHaveAttribute(
      "href",
      "/cart",
    );
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(header(page).getByRole("link", { name: "Request Demo" })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("mobile menu", () => {
  test("is an accordion with one section open at a time", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    const nav = menu(page).getByRole("navigation", { name: "Mobile" });
    await nav.getByRole("button", { name: "Products" }).click();
    await expect(nav.getByRole("link", { name: "Enterprise Solutions" })).toBeVisible();
    await nav.getByRole("button", { name: "Solutions" }).click();
    await expect(nav.getByRole("link", { name: "Tech Innovators" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Enterprise Solutions" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Collapsible: the open section can be closed too.
    await nav.getByRole("button", { name: "Solutions" }).click();
    await expect(nav.getByRole("link", { name: "Tech Innovators" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
  });

  test("lists the right-side links, languages, a theme switch and the sign-in buttons", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    const dialog = menu(page);
    await expect(dialog.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(dialog.getByRole("link", { name: "Support Centre" })).toHaveAttribute(
      "href",
      "/support",
    );
    await expect(dialog.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(dialog.getByRole("link", { name: "Request Demo" })).toHaveAttribute(
      "href",
      "/contact?demo=true",
    );
    const languages = dialog.getByRole("group", { name: "Language" }).getByRole("radio");
    await expect(languages).toHaveCount(11);
    await expect(dialog.getByRole("radio", { name: "English" })).toBeChecked();
    const list = dialog.getByRole("group", { name: "Language" }).locator(".overflow-y-auto");
    expect((await list.boundingBox())?.height).toBeLessThanOrEqual(150);
    await expect(dialog.getByRole("switch", { name: "Dark theme" })).toBeVisible();
  });

  test("choosing a language opens the same page in it", async ({ page }) => {
    const infos: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") infos.push(message.text());
    });
    await gotoHydrated(page, "/about");
    await openMenu(page);
    await menu(page).getByRole("radio", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/About/);
    expect(infos.some((text) => text.includes("Español"))).toBe(true);
  });

  test("the theme switch changes and persists the theme", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    const toggle = menu(page).getByRole("switch", { name: "Dark theme" });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("a link navigates and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openMenu(page);
    await menu(page).getByRole("button", { name: "Company" }).click();
    await menu(page).getByRole("link", { name: "Press Center" }).click();
    await expect(page).toHaveURL(/\/press$/);
    await expect(menu(page)).toHaveCount(0);
  });

  test("keeps focus out of the page behind and returns it to the menu button on Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const button = header(page).getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    // A native modal dialog: Tab never reaches the page behind; past either end of the menu focus
    // goes to the browser's own controls (nothing in the document is focused) and comes back.
    const stops = await modalTabStops(menu(page), "Shift+Tab", 5);
    expect(stops).not.toContain("page");
    expect(stops.filter((stop) => stop === "dialog").length).toBeGreaterThanOrEqual(4);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe("mobile search bar", () => {
  const bar = (page: Page) => page.getByRole("search", { name: "Search the site" });

  test("what is typed before the bar's code arrives is what it searches for", async ({ page }) => {
    const release = await holdAsset(page, /\/assets\/shell-dialogs-[^/]+\.js$/);
    await gotoHydrated(page, "/about");
    await header(page).getByRole("button", { name: "Open search" }).click();
    const box = bar(page).getByRole("searchbox");
    await expect(box).toBeFocused();
    await page.keyboard.type("Show me your pricing");
    // Not yet: Enter does nothing and the words stay.
    await page.keyboard.press("Enter");
    await expect(bar(page).getByRole("button", { name: "Search" })).toBeDisabled();
    release();
    await expect(bar(page).getByRole("button", { name: "Search" })).toBeEnabled();
    await expect(box).toHaveValue("Show me your pricing");
    await box.press("Enter");
    await expect(toast(page, "AI Navigation")).toContainText("Taking you to /pricing.");
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("sits under the header and takes focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    await header(page).getByRole("button", { name: "Open search" }).click();
    await expect(bar(page).getByRole("searchbox")).toBeFocused();
    const headerBox = await page.locator("header > div").first().boundingBox();
    const barBox = await page.locator("#mobile-search").boundingBox();
    expect(
      Math.abs((barBox?.y ?? 0) - ((headerBox?.y ?? 0) + (headerBox?.height ?? 0))),
    ).toBeLessThanOrEqual(1);
  });

  test("an empty search shows 'Empty Search' and keeps the bar open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await header(page).getByRole("button", { name: "Open search" }).click();
    await bar(page).getByRole("button", { name: "Search" }).click();
    const result = toast(page, "Empty Search");
    await expect(result).toContainText("Please enter a search term.");
    await expect(result).toHaveAttribute("data-type", "error");
    await expect(bar(page)).toBeVisible();
  });

  // Issue 18: the bar runs the desktop box's AI navigation search instead of only confirming.
  test.describe("AI navigation search", () => {
    const search = async (page: Page, query: string) => {
      await page.clock.install();
      await gotoHydrated(page, "/about");
      await freezeClock(page);
      await header(page).getByRole("button", { name: "Open search" }).click();
      await fillAndSend(bar(page).getByRole("searchbox"), query);
      await expect(bar(page).getByRole("button", { name: "Searching…" })).toBeDisabled();
      await page.clock.runFor(1200);
      return waitForToastOnFrozenClock(page, "AI Navigation");
    };

    test("it announces the page, goes there by itself and closes the bar", async ({ page }) => {
      const result = await search(page, "Show me your pricing");
      await expect(result).toContainText("Taking you to /pricing.");
      await expect(bar(page)).toBeVisible();
      await expect(page).toHaveURL(/\/about$/);
      await page.clock.runFor(1500);
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(bar(page)).toHaveCount(0);
      await expect(header(page).getByRole("button", { name: "Open search" })).toBeFocused();
    });

    test("Go takes the visitor there at once", async ({ page }) => {
      const result = await search(page, "api docs");
      await result.getByRole("button", { name: "Go", exact: true }).click();
      await expect(page).toHaveURL(/\/api-documentation$/);
      await expect(bar(page)).toHaveCount(0);
    });
  });

  test("without a match the bar stays open for another try, and the toast never covers it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await header(page).getByRole("button", { name: "Open search" }).click();
    await fillAndSend(bar(page).getByRole("searchbox"), "quantum pancakes");
    const result = toast(page, "AI Search");
    await expect(result).toHaveAttribute("data-type", "error");
    await expect(result).toContainText('"quantum pancakes"');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("searchbox")).toHaveValue("");
    const barBox = (await page.locator("#mobile-search").boundingBox())!;
    // The toast slides in from above: where it comes to rest is what must clear the bar.
    await expect
      .poll(async () => (await result.boundingBox())!.y)
      .toBeGreaterThanOrEqual(barBox.y + barBox.height);
    await expect(page).toHaveURL(/\/about$/);

    // Scrolled, with the header stuck to the top, the toast still sits below the bar.
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await fillAndSend(bar(page).getByRole("searchbox"), "search");
    const answer = toast(page, "AI Assistant");
    await expect(answer).toContainText("What are you looking for today?");
    const stuckBar = (await page.locator("#mobile-search").boundingBox())!;
    await expect
      .poll(async () => (await answer.boundingBox())!.y)
      .toBeGreaterThanOrEqual(stuckBar.y + stuckBar.height);
  });

  test("Escape closes the bar", async ({ page }) => {
    await gotoHydrated(page, "/");
    await header(page).getByRole("button", { name: "Open search" }).click();
    // The bar's field arrives with its code and takes focus; Escape before that would be
    // pressed on the header's button, not in the bar, and its count of 0 would prove nothing.
    await expect(bar(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(bar(page)).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: "Open search" })).toBeFocused();
  });

  test("opening the menu closes the search bar", async ({ page }) => {
    await gotoHydrated(page, "/");
    await header(page).getByRole("button", { name: "Open search" }).click();
    await expect(bar(page)).toBeVisible();
    await openMenu(page);
    await expect(bar(page)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    test("the open menu and the search bar have no axe violations", async ({ page }) => {
      await gotoHydrated(page, "/");
      await openMenu(page);
      await menu(page).getByRole("button", { name: "Resources" }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await header(page).getByRole("button", { name: "Open search" }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("before any script", () => {
  // The prerendered page alone: what opens here opens the same way while a slow phone loads.
  test.use({ javaScriptEnabled: false });

  test("the menu and the search bar open natively", async ({ page }) => {
    await page.goto("/");
    await header(page).getByRole("button", { name: "Open menu" }).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Contact Us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);

    await header(page).getByRole("button", { name: "Open search" }).click();
    const bar = page.getByRole("search", { name: "Search the site" });
    await expect(bar.getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(bar).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open search" })).toBeFocused();
  });
});
