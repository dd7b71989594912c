import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const promo = (page: Page) => page.getByRole("region", { name: "Promotion" });
const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const consentKey = `${site.storagePrefix}-cookie-consent`;

async function reloadHydrated(page: Page) {
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("promotional banner", () => {
  test("is in the prerendered HTML and links to /pricing", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("25% off all annual subscriptions.");
    await gotoHydrated(page, "/");
    await expect(promo(page)).toContainText("Flash sale: 25% off all annual subscriptions.");
    await expect(promo(page).getByRole("link", { name: "See pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  test("animates out over 0.4 s when dismissed and comes back after a reload", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about");
    await page.clock.pauseAt(Date.now() + 1000);
    const entry = await promo(page)
      .locator(".overflow-hidden > div")
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(entry).toBe("0.4s");
    await promo(page).getByRole("button", { name: "Dismiss promotion" }).click();
    await page.clock.runFor(300);
    await expect(promo(page)).toHaveCount(1);
    await page.clock.runFor(150);
    await expect(promo(page)).toHaveCount(0);
    // Still gone after moving to another page in the same session.
    await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(promo(page)).toHaveCount(0);
    // Not persisted: a reload shows it again.
    await reloadHydrated(page);
    await expect(promo(page)).toBeVisible();
  });

  test("can be dismissed by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await promo(page).getByRole("button", { name: "Dismiss promotion" }).focus();
    await page.keyboard.press("Enter");
    await expect(promo(page)).toHaveCount(0);
    await expect(page.locator("#main-content")).toBeFocused();
  });
});

test.describe("cookie consent banner", () => {
  test.use({ consent: null });

  for (const [button, on] of [
    ["Accept", true],
    ["Decline", false],
  ] as const) {
    test(`${button} stores a record with every optional category ${on ? "on" : "off"} and the banner never returns`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
        "href",
        "/cookie-policy",
      );
      await banner.getByRole("button", { name: button, exact: true }).click();
      await expect(banner).toHaveCount(0);
      const stored = JSON.parse(
        (await page.evaluate((key) => localStorage.getItem(key), consentKey)) ?? "null",
      );
      expect(stored).toMatchObject({
        revision: 1,
        categories: { preferences: on, thirdParty: on },
        consentId: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      await reloadHydrated(page);
      await page.waitForTimeout(300);
      await expect(cookieBanner(page)).toHaveCount(0);
      await gotoHydrated(page, "/about");
      await page.waitForTimeout(300);
      await expect(cookieBanner(page)).toHaveCount(0);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test.describe(`${theme} theme`, () => {
      test.use({ theme });
      test("has no axe violations while shown", { tag: "@phone" }, async ({ page }) => {
        await gotoHydrated(page, "/");
        await expect(cookieBanner(page)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  test("is operable by keyboard and is a non-modal region", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(cookieBanner(page)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await cookieBanner(page).getByRole("button", { name: "Decline", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test(
    "neither shifts the layout nor becomes the largest paint",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(cookieBanner(page)).toBeVisible();
      const metrics = await page.evaluate(
        () =>
          new Promise<{ shift: number; lcpInBanner: boolean }>((resolve) => {
            let shift = 0;
            let lcp: Element | null = null;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) shift += entry.value;
              }
            }).observe({ type: "layout-shift", buffered: true });
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as
                (PerformanceEntry & { element: Element | null }) | undefined;
              if (last) lcp = last.element;
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => {
              const banner = document.querySelector('[aria-label="Cookie consent"]');
              resolve({ shift, lcpInBanner: Boolean(lcp && banner?.contains(lcp)) });
            }, 1000);
          }),
      );
      expect(metrics.shift).toBeLessThan(0.01);
      expect(metrics.lcpInBanner).toBe(false);
      const box = await cookieBanner(page).boundingBox();
      const viewport = page.viewportSize();
      expect(box?.height).toBeLessThan((viewport?.height ?? 0) * 0.25);
    },
  );
});
