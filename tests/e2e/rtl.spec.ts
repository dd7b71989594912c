import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

/**
 * Right-to-left layout. These English pages are switched to `dir="rtl"` before any of their
 * scripts run, which exercises the same styling and behaviour an Arabic page gets from its
 * `<html dir="rtl">`; the Arabic URLs will replace them here.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const setRtl = () => document.documentElement.setAttribute("dir", "rtl");
    if (document.documentElement) {
      setRtl();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!document.documentElement) return;
      setRtl();
      observer.disconnect();
    });
    observer.observe(document, { childList: true });
  });
});

const routes = ["/", "/pricing", "/blog", "/marketplace", "/contact", "/support"];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1280;

async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect, "element has a layout box").not.toBeNull();
  return rect!;
}

for (const path of routes) {
  test(`${path} in right-to-left: no horizontal scroll, axe clean`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(overflow.scrollWidth, "the page is no wider than the window").toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the mobile menu slides in from the left edge", async ({ page }) => {
  test.skip(!isPhone(page), "the menu button shows below 1280 px");
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await settled(page);
  const rect = await box(menu);
  expect(rect.x).toBe(0);
  expect(rect.x + rect.width).toBeLessThan(page.viewportSize()!.width);

  // The theme switch's thumb starts at the right and moves left when switched on.
  const toggle = menu.getByRole("switch", { name: "Dark theme" });
  const thumb = toggle.locator("span");
  const track = await box(toggle);
  expect((await box(thumb)).x - track.x, "off: the thumb sits at the right").toBeGreaterThan(
    track.width / 3,
  );
  await toggle.click();
  await expect(toggle).toBeChecked();
  await settled(page);
  expect((await box(thumb)).x - track.x, "on: the thumb sits at the left").toBeLessThan(
    track.width / 3,
  );
});

// Radix turns arrow keys by the `dir` it renders on the tabs' root (its Direction provider).
test("Radix tabs take the reading direction", async ({ page }) => {
  await gotoHydrated(page, "/pricing");
  const tabsDirection = await page
    .getByRole("tablist")
    .first()
    .evaluate((list) => list.parentElement?.closest("[dir]")?.getAttribute("dir"));
  expect(tabsDirection).toBe("rtl");
});

test("the hero carousel reads right to left: previous at the start, next brings in the next slide", async ({
  page,
}) => {
  // No rotation and no scroll animation, so only the buttons move the slides.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  const carousel = page.getByRole("region", { name: "Featured services" });
  const previous = carousel.getByRole("button", { name: "Previous slide" });
  const next = carousel.getByRole("button", { name: "Next slide" });
  expect((await box(previous)).x, "previous lies to the right of next").toBeGreaterThan(
    (await box(next)).x,
  );

  // The chevrons are mirrored: "next" points left, the way the slides move.
  for (const button of [previous, next]) {
    await expect(button.locator("svg")).toHaveCSS("scale", "-1 1");
  }

  const viewport = await box(carousel);
  const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 4` });
  await next.click();
  await expect(carousel.getByRole("button", { name: /^Go to slide 2:/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect
    .poll(async () => Math.round((await box(slide(2))).x - viewport.x), {
      message: "slide 2 fills the track",
    })
    .toBe(0);
  await expect(slide(2).getByRole("heading")).toBeInViewport();
  await previous.click();
  await expect
    .poll(async () => Math.round((await box(slide(1))).x - viewport.x), {
      message: "slide 1 is back",
    })
    .toBe(0);
});
