import type { Locator, Page } from "@playwright/test";
import { launcherTitle } from "../../app/content/navigation";
import { expect, gotoHydrated, test } from "./fixtures";

/* Keyboard access at 1280 px: the header dropdowns (issue 18, point 10) and the advantage row. */

const header = (page: Page) => page.getByRole("banner");

const menus = [
  { trigger: launcherTitle, item: "menuitem" },
  { trigger: "Language: English", item: "menuitemradio" },
] as const;

/** The trigger, focused, with its menu closed. */
async function focusRealTrigger(trigger: Locator) {
  await trigger.focus();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toBeFocused();
}

/** The site's focus ring colour (--ring), resolved the way the browser computes outline colours. */
const ringColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--ring)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

const outline = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
    };
  });

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });

    test("the focused launcher item shows the site's focus ring", async ({ page }) => {
      await gotoHydrated(page, "/");
      const trigger = header(page).getByRole("button", { name: launcherTitle });
      await focusRealTrigger(trigger);
      const ring = await ringColour(page);
      // The trigger itself, focused from the keyboard, shows the reference ring.
      await expect.poll(() => outline(trigger)).toEqual({ style: "solid", width: 3, colour: ring });

      await page.keyboard.press("Enter");
      const items = page.getByRole("menu", { name: launcherTitle }).getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      await expect
        .poll(() => outline(items.first()))
        .toEqual({ style: "solid", width: 3, colour: ring });
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await expect
        .poll(() => outline(items.nth(1)))
        .toEqual({ style: "solid", width: 3, colour: ring });
      // Only the focused item is ringed. (Polled: under load the style was once read before it settled.)
      await expect.poll(async () => (await outline(items.first())).style).toBe("none");
    });
  });
}

for (const menu of menus) {
  test.describe(`header dropdown "${menu.trigger}"`, () => {
    test("Tab closes it and moves on to the control after its trigger", async ({ page }) => {
      await gotoHydrated(page, "/");
      const trigger = header(page).getByRole("button", { name: menu.trigger });
      await focusRealTrigger(trigger);
      // Where Tab goes from the closed trigger is where it must go from the open menu.
      await page.keyboard.press("Tab");
      const expected = await page.evaluate(() => document.activeElement?.outerHTML);
      await page.keyboard.press("Shift+Tab");
      await expect(trigger).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(page.getByRole(menu.item).first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(expected);
    });

    test("Shift+Tab closes it and returns to its trigger", async ({ page }) => {
      await gotoHydrated(page, "/");
      const trigger = header(page).getByRole("button", { name: menu.trigger });
      await focusRealTrigger(trigger);
      await page.keyboard.press("Enter");
      await expect(page.getByRole(menu.item).first()).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });

    test("opened with the pointer, Tab still closes it and moves on", async ({ page }) => {
      await gotoHydrated(page, "/");
      const trigger = header(page).getByRole("button", { name: menu.trigger });
      await focusRealTrigger(trigger);
      await page.keyboard.press("Tab");
      const expected = await page.evaluate(() => document.activeElement?.outerHTML);

      await trigger.click();
      await expect(page.getByRole("menu")).toBeVisible();
      // The menu moves focus to its first item once it is shown (the toggle event); a Tab pressed
      // before that belongs to the element focused before the click, so the test waits as a person would.
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]'))))
        .toBe(true);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("menu")).toHaveCount(0);
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(expected);
    });
  });
}

test("the advantage row does not scroll at 1280 px, so it is no tab stop", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: /^Why teams choose/ });
  await expect(section).toHaveCount(1);
  await expect(section.getByRole("listitem")).toHaveCount(6);
  // The cards' scroller is the list's parent: here it neither scrolls nor is a stop or a landmark.
  const row = section.getByRole("list").locator("xpath=..");
  const state = await row.evaluate((element: HTMLElement) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    tabIndex: element.tabIndex,
    role: element.getAttribute("role"),
  }));
  expect(state).toEqual({ scrolls: false, tabIndex: -1, role: null });
  await expect(section.locator("[tabindex]")).toHaveCount(0);
  await row.evaluate((element: HTMLElement) => element.focus());
  await expect(row).not.toBeFocused();
  // Nor in the prerendered HTML, before any script ran.
  const html = await (await page.request.get("/")).text();
  const heading = html.indexOf("Why teams choose");
  const list = html.indexOf("<ul", heading);
  expect(heading).toBeGreaterThan(0);
  expect(html.slice(heading, list)).not.toContain("tabindex");
});
