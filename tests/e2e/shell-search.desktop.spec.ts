import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import {
  expect,
  fillAndSend,
  freezeClock,
  gotoHydrated,
  test,
  waitForToastOnFrozenClock,
} from "./fixtures";

const searchForm = (page: Page) => page.getByRole("search", { name: "AI navigation search" });
const field = (page: Page) =>
  searchForm(page).getByRole("searchbox", { name: "Ask AI to find a page" });
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function waitForToast(page: Page, title: string) {
  return waitForToastOnFrozenClock(page, title);
}

async function ask(page: Page, query: string) {
  await fillAndSend(field(page), query);
}

test.describe("AI navigation search", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
    // A slow machine must not let the 1.2 s search finish between two steps.
    await freezeClock(page);
  });

  test("ignores blank input: the button stays disabled and Enter does nothing", async ({
    page,
  }) => {
    const button = searchForm(page).getByRole("button", { name: "Search" });
    await expect(button).toBeDisabled();
    await field(page).fill("    ");
    await expect(button).toBeDisabled();
    await field(page).press("Enter");
    await page.clock.runFor(2000);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await field(page).fill("pricing");
    await expect(button).toBeEnabled();
  });

  test("searches for 1.2 s, then announces the page, clears the input and navigates", async ({
    page,
  }) => {
    await ask(page, "Show me your PRICING");
    const busy = searchForm(page).getByRole("button", { name: "Searching…" });
    await expect(busy).toBeDisabled();
    await expect(searchForm(page).getByRole("status")).toHaveText("Searching…");
    await page.clock.runFor(1100);
    await expect(toast(page, "AI Navigation")).toHaveCount(0);
    await page.clock.runFor(100);
    const result = await waitForToast(page, "AI Navigation");
    await expect(result).toContainText("Taking you to /pricing.");
    await expect(result.getByRole("button", { name: "Go", exact: true })).toBeVisible();
    await expect(field(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/about$/);
    await page.clock.runFor(1500);
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("the Go button navigates at once", async ({ page }) => {
    await ask(page, "api docs");
    await page.clock.runFor(1200);
    const result = await waitForToast(page, "AI Navigation");
    await expect(result).toContainText("Taking you to /api-documentation.");
    await result.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(/\/api-documentation$/);
  });

  test("the most specific (lowest priority number) match wins", async ({ page }) => {
    // "pricing" (priority 2) and "security suite" (priority 1) both match.
    await ask(page, "security suite pricing");
    await page.clock.runFor(1200);
    await expect(await waitForToast(page, "AI Navigation")).toContainText(
      "Taking you to /products/security-suite.",
    );
  });

  test("no match shows the destructive 'AI Search' toast with the query", async ({ page }) => {
    await ask(page, "quantum pancakes");
    await page.clock.runFor(1200);
    const result = await waitForToast(page, "AI Search");
    await expect(result).toHaveAttribute("data-type", "error");
    await expect(result).toContainText(
      'Sorry, I couldn\'t find a specific page or action for "quantum pancakes". Please try other terms or use general navigation.',
    );
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a generic 'search' gets the assistant's question and no navigation", async ({ page }) => {
    await ask(page, "search");
    await page.clock.runFor(1200);
    await expect(await waitForToast(page, "AI Assistant")).toContainText(
      "What are you looking for today?",
    );
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("hostile input is echoed as text and never runs", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await ask(page, "<img src=x onerror=alert(1)>");
    await page.clock.runFor(1200);
    await expect(await waitForToast(page, "AI Search")).toContainText(
      '"<img src=x onerror=alert(1)>"',
    );
    expect(dialogs).toBe(0);
    await expect(page.locator("[data-sonner-toast] img")).toHaveCount(0);
  });

  test("external matches open in a new tab after an 'Open Link' toast", async ({
    page,
    context,
  }) => {
    await context.route(`${site.external.communications}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Sister site</title>" }),
    );
    await ask(page, "voip phones");
    await page.clock.runFor(1200);
    const result = await waitForToast(page, "AI Navigation");
    await expect(result).toContainText("Taking you to an external site.");
    const popupPromise = context.waitForEvent("page");
    await result.getByRole("button", { name: "Open Link" }).click();
    const popup = await popupPromise;
    expect(popup.url()).toContain(new URL(site.external.communications).host);
    await expect(page).toHaveURL(/\/about$/);
    // The automatic open is cancelled once the visitor has opened it.
    let extra = 0;
    context.on("page", () => (extra += 1));
    await page.clock.runFor(2000);
    expect(extra).toBe(0);
  });

  test("works by keyboard alone", async ({ page }) => {
    await field(page).focus();
    await page.keyboard.type("careers");
    await page.keyboard.press("Tab");
    await expect(searchForm(page).getByRole("button", { name: "Search" })).toBeFocused();
    await page.keyboard.press("Enter");
    // The intents and the Toaster load on demand: the toast first, then the timed navigation.
    await page.clock.runFor(1200);
    await waitForToast(page, "AI Navigation");
    await page.clock.runFor(1500);
    await expect(page).toHaveURL(/\/careers$/);
  });
});

test("the search toast never covers the search box it answers", async ({ page }) => {
  await gotoHydrated(page, "/about");
  for (const scrollTop of [0, 600]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), scrollTop);
    await ask(page, "quantum pancakes");
    const result = toast(page, "AI Search").last();
    await expect(result).toBeVisible();
    const box = (await searchForm(page).boundingBox())!;
    // The toast slides in from above: where it comes to rest is what must clear the box.
    await expect
      .poll(async () => (await result.boundingBox())!.y, { message: `scrolled to ${scrollTop}` })
      .toBeGreaterThanOrEqual(box.y + box.height);
    await result.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(result).toHaveCount(0);
  }
});

// Issue 18, point 9: below 1280 px (tablets) the header box gives way to the search bar, which
// runs the same search; the phone width is covered in shell-mobile.mobile.spec.ts.
test("at tablet width the search bar runs the same search and takes the visitor there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.clock.install();
  await gotoHydrated(page, "/about");
  await freezeClock(page);
  await expect(searchForm(page)).toBeHidden();
  await page.getByRole("banner").getByRole("button", { name: "Open search" }).click();
  const bar = page.getByRole("search", { name: "Search the site" });
  await fillAndSend(bar.getByRole("searchbox"), "Show me your pricing");
  await page.clock.runFor(1200);
  const result = await waitForToast(page, "AI Navigation");
  await expect(result).toContainText("Taking you to /pricing.");
  const barBox = (await page.locator("#mobile-search").boundingBox())!;
  await expect
    .poll(async () => (await result.boundingBox())!.y)
    .toBeGreaterThanOrEqual(barBox.y + barBox.height);
  await page.clock.runFor(1500);
  await expect(page).toHaveURL(/\/pricing$/);
});
