import type { Page } from "@playwright/test";
import * as frenchCopy from "../../app/content/locales/fr/nav";
import * as arabicCopy from "../../app/content/locales/ar/nav";
import * as englishCopy from "../../app/content/nav";
import { products } from "../../app/content/products";
import { expect, gotoHydrated, test } from "./fixtures";
import { englishRoutes, redirectRoutes } from "./site-routes";

// Every English page, and a sample of Arabic ones, where the buttons sit on the other side.
const arabicSample = ["/ar", "/ar/pricing", "/ar/blog", "/ar/contact", "/ar/careers/apply"];
const routes = [...englishRoutes(), ...arabicSample].filter((route) => !redirectRoutes.includes(route));
/** The two floating buttons' names in the route's language. */
function launcherNamesFor(route: string): string[] {
  const locale = /^\/(fr|ar)(\/|$)/.exec(route)?.[1];
  const copy = locale === "fr" ? frenchCopy : locale === "ar" ? arabicCopy : englishCopy;
  return [copy.supportChatCopy.buttonLabel, copy.assistantCopy.buttonLabel];
}

/**
 * Hit-tests the two floating chat buttons: every 4 px over each button, the elements under the
 * button are read with `document.elementsFromPoint`; any heading, label, link, button or form
 * control among them (or holding one of them) is content the button hides. With `sweep`, the page
 * is scrolled from top to bottom in steps shorter than the smaller button, so every part of the
 * page passes under both buttons; otherwise only the current scroll position is tested. Returns
 * one line per hidden element.
 */
async function hiddenUnderLaunchers(page: Page, names: string[], sweep = false): Promise<string[]> {
  return page.evaluate(
    ({ names, sweep }) => {
      const targets = [
        "h1, h2, h3, h4, h5, h6, label, legend, a[href], button, input, select, textarea, summary",
        "[role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch]",
        "[role=combobox], [role=slider], [role=spinbutton], [role=menuitem], [role=option]",
      ].join(", ");
      const launchers = names.map((name) => {
        const button = document.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
        if (!button) throw new Error(`no button named ${name}`);
        return button;
      });
      const hidden = new Set<string>();
      const hitTest = () => {
        for (const launcher of launchers) {
          const box = launcher.getBoundingClientRect();
          for (let x = Math.ceil(box.left); x < box.right; x += 4) {
            for (let y = Math.ceil(box.top); y < box.bottom; y += 4) {
              const stack = document.elementsFromPoint(x, y);
              const at = stack.findIndex((element) => launcher.contains(element));
              if (at < 0) continue; // the point is outside the button's shape
              for (const element of stack.slice(at + 1)) {
                const target = element.closest(targets);
                if (!target || launchers.some((other) => other.contains(target))) continue;
                const text = (target.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
                hidden.add(
                  `${launcher.getAttribute("aria-label")} hides <${target.tagName.toLowerCase()}> "${text}"`,
                );
              }
            }
          }
        }
      };
      if (!sweep) {
        hitTest();
        return [...hidden];
      }
      const step =
        Math.min(...launchers.map((launcher) => launcher.getBoundingClientRect().height)) - 4;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let top = 0; ; top = Math.min(top + step, end)) {
        window.scrollTo({ top, behavior: "instant" });
        hitTest();
        if (top >= end) break;
      }
      return [...hidden];
    },
    { names, sweep },
  );
}

for (const route of routes) {
  test(`the chat buttons hide nothing on ${route}, at the top, while scrolling and at the bottom`, async ({
    page,
  }) => {
    if (route === "/cart") {
      // The cart's lines and its Request a Quote are what a visitor with items sees.
      const lines = products.slice(0, 3).map(({ id, name, price, imageSlug, icon }) => ({
        ...{ id, name, price, imageSlug, icon },
        quantity: 1,
      }));
      await page.addInitScript(
        (value) => localStorage.setItem("northpine-cart", value),
        JSON.stringify(lines),
      );
    }
    const launcherNames = launcherNamesFor(route);
    await gotoHydrated(page, route);
    await page.evaluate(() => document.fonts.ready);
    const phone = page.viewportSize()!.width < 640;
    for (const name of launcherNames) {
      const launcher = page.getByRole("button", { name, exact: true });
      await expect(launcher).toBeInViewport();
      // Compact on phones: a narrow tab docked to the screen edge, inside the page gutter.
      const box = (await launcher.boundingBox())!;
      if (phone) expect(box.width * box.height, name).toBeLessThanOrEqual(24 * 44);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const atTop = await hiddenUnderLaunchers(page, launcherNames);
    // Every part of the page passes under the buttons as the visitor scrolls.
    const whileScrolling = await hiddenUnderLaunchers(page, launcherNames, true);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    // Let anything that loads near the end of the page (the newsletter form) settle first.
    await page.waitForTimeout(100);
    const atBottom = await hiddenUnderLaunchers(page, launcherNames);
    expect({ atTop, whileScrolling, atBottom }).toEqual({
      atTop: [],
      whileScrolling: [],
      atBottom: [],
    });
  });
}
