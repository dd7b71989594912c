import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The spec's dropdowns, exactly as listed (Support Centre is the addition to Resources). */
const dropdowns: Record<string, [string, string][]> = {
  Products: [
    ["Enterprise Solutions", "/products/enterprise-solution"],
    ["AI Automation", "/products/ai-automation"],
    ["Business Intelligence", "/products/business-intelligence"],
    ["Security Suite", "/products/security-suite"],
  ],
  Solutions: [
    ["Tech Innovators", "/solutions/tech"],
    ["Financial Services", "/solutions/finance"],
    ["MSP & DevOps", "/services/msp-devops"],
    ["API Documentation", "/api-documentation"],
  ],
  Resources: [
    ["Blog", "/blog"],
    ["AI Documentation", "/ai-documentation"],
    ["Community", "/community"],
    ["Support Centre", "/support"],
  ],
  Company: [
    ["Our Story", "/about"],
    ["Careers", "/careers"],
    ["Press Center", "/press"],
    ["Our Expertise", "/expertise"],
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("desktop header", () => {
  test("shows the logo, the main navigation in order and the signed-out actions", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await expect(header(page).getByRole("link", { name: `${site.name}, home` })).toHaveAttribute(
      "href",
      "/",
    );
    const items = mainNav(page).locator(":scope > div > ul > li");
    await expect(items).toHaveText(["Products", "Solutions", "Pricing", "Resources", "Company"]);
    await expect(mainNav(page).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(header(page).getByRole("link", { name: "Request Demo" })).toHaveAttribute(
      "href",
      "/contact?demo=true",
    );
    await expect(header(page).getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(header(page).getByRole("link", { name: /^Cart/ })).toHaveAttribute(
      "href",
      "/cart",
    );
    // Signed out: no account menu, no admin link.
    await expect(header(page).getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    // The small-screen controls stay out of the way.
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Open search" })).toBeHidden();
  });

  test("stays at the top of the viewport while scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
  });

  for (const [menu, links] of Object.entries(dropdowns)) {
    test(`the ${menu} dropdown lists its links in a 600 px, two-column panel`, async ({ page }) => {
      await gotoHydrated(page, "/");
      await mainNav(page).getByRole("button", { name: menu }).click();
      for (const [title, href] of links) {
        await expect(
          mainNav(page).getByRole("link", { name: new RegExp(`^${escape(title)}`) }),
        ).toHaveAttribute("href", href);
      }
      const panel = mainNav(page).locator(".w-\\[600px\\]:popover-open");
      await expect(panel).toHaveCount(1);
      expect((await panel.boundingBox())?.width).toBe(600);
      await expect(panel.locator(".grid-cols-2 > div")).toHaveCount(2);
    });
  }

  test("dropdown links navigate and close the panel", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("button", { name: "Company" }).click();
    await mainNav(page)
      .getByRole("link", { name: /^Careers/ })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mainNav(page).getByRole("link", { name: /^Careers/ })).toHaveCount(0);
  });

  test("dropdowns work from the keyboard and give focus back on Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = mainNav(page).getByRole("button", { name: "Products" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: /^Enterprise Solutions/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("Tab walks through an open panel and on to the next item, never resting on a hidden element", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const trigger = mainNav(page).getByRole("button", { name: "Products" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    // The menu code loads on first intent: the panel is open before the visitor tabs into it.
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const expected = [
      /^Enterprise Solutions/,
      /^AI Automation/,
      /^Business Intelligence/,
      /^Security Suite/,
    ];
    for (const name of expected) {
      await page.keyboard.press("Tab");
      await expect(mainNav(page).getByRole("link", { name })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("button", { name: "Solutions" })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // Back again: Shift+Tab from the next trigger reaches the previous one.
    await page.keyboard.press("Shift+Tab");
    await expect(trigger).toBeFocused();
  });

  test("the app launcher lists the ecosystem's eleven entries; sister sites open in a new tab", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const trigger = header(page).getByRole("button", { name: `${site.shortName} Ecosystem` });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByText(`${site.shortName} Ecosystem`)).toBeVisible();
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveCount(11);
    const external = Object.values({
      communications: site.external.communications,
      businessSolutions: site.external.businessSolutions,
      securitySite: site.external.securitySite,
      corporateCanada: site.external.corporateCanada,
      platform: site.external.platform,
      cloud: site.external.cloud,
    });
    for (const href of external) {
      const item = menu.locator(`a[href="${href}"]`);
      await expect(item).toHaveAttribute("target", "_blank");
      await expect(item).toHaveAttribute("rel", "noopener noreferrer");
      await expect(item).toContainText("(opens in a new tab)");
    }
    for (const href of ["/marketplace", "/services/msp-devops"]) {
      const item = menu.locator(`a[href="${href}"]`);
      await expect(item).toHaveCount(1);
      await expect(item).not.toHaveAttribute("target", "_blank");
    }
    expect((await menu.boundingBox())?.height).toBeLessThanOrEqual(400);
    await menu.getByRole("menuitem", { name: /^Marketplace/ }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test("the launcher opens and closes by keyboard and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = header(page).getByRole("button", { name: `${site.shortName} Ecosystem` });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem").nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem").last()).toBeFocused();
    // The arrows wrap around, as the menu button pattern has them.
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("menuitem").last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the language picker offers eleven languages and opens the page in the chosen one", async ({
    page,
  }) => {
    const infos: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") infos.push(message.text());
    });
    await gotoHydrated(page, "/about?from=test#values");
    await header(page).getByRole("button", { name: "Language: English" }).click();
    const options = page.getByRole("menuitemradio");
    await expect(options).toHaveCount(11);
    await expect(page.getByRole("menuitemradio", { name: "English" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect((await page.getByRole("menu").boundingBox())?.height).toBeLessThanOrEqual(200);
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    // The same page, query and hash, in French.
    await expect(page).toHaveURL(/\/fr\/about\?from=test#values$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    expect(infos.some((text) => text.includes("Français") && text.includes("fr"))).toBe(true);
    // The shell itself speaks French now, not only the page.
    await expect(
      header(page).getByRole("button", { name: "Langue\u00a0: Français" }),
    ).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Connexion" })).toBeVisible();
  });

  test("the theme toggle names its action, switches theme and persists across reloads", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await header(page).getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const toLight = header(page).getByRole("button", { name: "Switch to light theme" });
    await toLight.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(header(page).getByRole("button", { name: "Switch to dark theme" })).toBeFocused();
  });

  test("the cart icon shows the total quantity when the cart is not empty", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify([
          { id: "crm", name: "CRM", price: 149, quantity: 2, imageSlug: "crm", icon: "users" },
          {
            id: "cloud-storage",
            name: "Cloud Storage",
            price: 29,
            quantity: 1,
            imageSlug: "cloud",
            icon: "cloud",
          },
        ]),
      );
    }, `${site.storagePrefix}-cart`);
    await gotoHydrated(page, "/");
    const cart = header(page).getByRole("link", { name: "Cart, 3 items" });
    await expect(cart).toHaveAttribute("href", "/cart");
    await expect(cart).toContainText("3");
  });

  test("the header fits the 1280 px bar without horizontal overflow", async ({ page }) => {
    await gotoHydrated(page, "/");
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector("header > div") as HTMLElement;
      return bar.scrollWidth - bar.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const demo = await header(page).getByRole("link", { name: "Request Demo" }).boundingBox();
    expect((demo?.x ?? 0) + (demo?.width ?? 0)).toBeLessThanOrEqual(1280);
  });
});

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    test("open dropdowns and menus have no axe violations", async ({ page }) => {
      await gotoHydrated(page, "/");
      await mainNav(page).getByRole("button", { name: "Products" }).click();
      await expect(mainNav(page).getByRole("link", { name: /^Security Suite/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await header(page)
        .getByRole("button", { name: `${site.shortName} Ecosystem` })
        .click();
      await expect(page.getByRole("menu")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await header(page).getByRole("button", { name: "Language: English" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
