import { box, expect, gotoHydrated, settled, test } from "./fixtures";

import { shellCopy, themeCopy } from "../../app/content/compiled/ar/nav";

// The menu button shows below 1280 px, so this runs at phone width only (rtl.spec.ts runs the
// right-to-left checks at both widths).

test("the mobile menu slides in from the left edge", async ({ page }) => {
  await gotoHydrated(page, "/ar");
  await page.getByRole("banner").getByRole("button", { name: shellCopy.openMenu }).click();
  const menu = page.getByRole("dialog", { name: shellCopy.menuTitle });
  await expect(menu).toBeVisible();
  await settled(page);
  const rect = await box(menu);
  expect(rect.x).toBe(0);
  expect(rect.x + rect.width).toBeLessThan(page.viewportSize()!.width);

  // The theme switch's thumb starts at the right and moves left when switched on.
  const toggle = menu.getByRole("switch", { name: themeCopy.darkTheme });
  // The switch is a native checkbox; its thumb is drawn by the element beside it.
  const thumb = toggle.locator("xpath=following-sibling::span");
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
