import { axeViolations, box, expect, gotoHydrated, test } from "./fixtures";

import { heroLabel } from "../../app/content/compiled/ar/home";
import { carouselCopy } from "../../app/content/compiled/ar/sections";
import { fillTemplate } from "../../app/lib/fill-template";

/**
 * Right-to-left on the Arabic pages themselves: `<html dir="rtl">` comes from the prerendered
 * document, and the names the tests look for are the Arabic content modules' own. The menu
 * sheet, shown below 1280 px, is in rtl.mobile.spec.ts.
 */

const routes = ["/ar", "/ar/pricing", "/ar/blog", "/ar/marketplace", "/ar/contact", "/ar/support"];

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

// Radix turns arrow keys by the `dir` it renders on the tabs' root (its Direction provider).
test("Radix tabs take the reading direction", async ({ page }) => {
  await gotoHydrated(page, "/ar/pricing");
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
  await gotoHydrated(page, "/ar");
  const carousel = page.getByRole("region", { name: heroLabel });
  const previous = carousel.getByRole("button", { name: carouselCopy.previous });
  const next = carousel.getByRole("button", { name: carouselCopy.next });
  expect((await box(previous)).x, "previous lies to the right of next").toBeGreaterThan(
    (await box(next)).x,
  );

  // The chevrons are mirrored: "next" points left, the way the slides move.
  for (const button of [previous, next]) {
    await expect(button.locator("svg")).toHaveCSS("scale", "-1 1");
  }

  const viewport = await box(carousel);
  const slide = (n: number) =>
    carousel.getByRole("group", {
      name: fillTemplate(carouselCopy.slidePosition, { number: n, count: 4 }),
      exact: true,
    });
  // The dot of slide 2: its name starts with the template's words before the slide's own name.
  const secondDot = fillTemplate(carouselCopy.goToSlide, { number: 2, name: "" });
  await next.click();
  await expect(carousel.getByRole("button", { name: secondDot })).toHaveAttribute(
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
