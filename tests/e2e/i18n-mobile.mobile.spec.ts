import type { Page } from "@playwright/test";
import * as frContact from "../../app/content/compiled/fr/contact";
import * as arNav from "../../app/content/compiled/ar/nav";
import * as arNavigation from "../../app/content/compiled/ar/navigation";
import * as frNav from "../../app/content/compiled/fr/nav";
import * as frNavigation from "../../app/content/compiled/fr/navigation";
import * as enNav from "../../app/content/nav";
import { box, expect, gotoHydrated, settled, test } from "./fixtures";

// The language flows at 390 px (issue 17): the picker in the mobile menu, the menu's sheet and
// words in Arabic, and a French form's validation on a phone. Names come from the content modules.

const header = (page: Page) => page.getByRole("banner");

/** The titles of the menu's top-level entries, in the order the navigation lists them. */
const topLevelTitles = (nav: typeof frNavigation) => nav.mainNav.map((item) => item.title);

test("choosing Français in the mobile menu lands on /fr with the menu in French", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await header(page).getByRole("button", { name: enNav.shellCopy.openMenu }).click();
  const englishMenu = page.getByRole("dialog", { name: enNav.shellCopy.menuTitle });
  await expect(englishMenu).toBeVisible();
  await englishMenu
    .getByRole("group", { name: enNav.shellCopy.languageHeading })
    .getByRole("radio", { name: "Français" })
    // Not check(): the page it is on makes way for the French one, which renders the radio anew.
    .click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");

  const copy = frNav.shellCopy;
  const menu = page.getByRole("dialog", { name: copy.menuTitle });
  // The shell stays mounted across the change of language: the open sheet now speaks French.
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAccessibleDescription(copy.menuDescription);
  const nav = menu.getByRole("navigation", { name: copy.mobileNavLabel });
  for (const title of topLevelTitles(frNavigation)) {
    await expect(nav.getByText(title, { exact: true }).first()).toBeVisible();
  }
  const languages = menu.getByRole("group", { name: copy.languageHeading });
  await expect(languages.getByRole("radio", { name: "Français" })).toBeChecked();
  await expect(menu.getByRole("switch", { name: frNav.themeCopy.darkTheme })).toBeVisible();
  await expect(menu.getByRole("button", { name: copy.close })).toBeVisible();
});

test("on /ar the menu sheet opens from the left edge, in Arabic; on / from the right", async ({
  page,
}) => {
  const width = page.viewportSize()!.width;

  await gotoHydrated(page, "/");
  await header(page).getByRole("button", { name: enNav.shellCopy.openMenu }).click();
  const englishMenu = page.getByRole("dialog", { name: enNav.shellCopy.menuTitle });
  await expect(englishMenu).toBeVisible();
  await settled(page);
  const english = await box(englishMenu);
  expect(Math.round(english.x + english.width), "left to right: at the right edge").toBe(width);
  expect(english.x).toBeGreaterThan(0);

  await gotoHydrated(page, "/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const copy = arNav.shellCopy;
  await header(page).getByRole("button", { name: copy.openMenu }).click();
  const menu = page.getByRole("dialog", { name: copy.menuTitle });
  await expect(menu).toBeVisible();
  await settled(page);
  const arabic = await box(menu);
  expect(arabic.x, "right to left: at the left edge").toBe(0);
  expect(arabic.x + arabic.width).toBeLessThan(width);

  await expect(menu).toHaveAccessibleDescription(copy.menuDescription);
  const nav = menu.getByRole("navigation", { name: copy.mobileNavLabel });
  for (const title of topLevelTitles(arNavigation)) {
    await expect(nav.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(
    menu.getByRole("group", { name: copy.languageHeading }).getByRole("radio", { name: "العربية" }),
  ).toBeChecked();
  await expect(menu.getByRole("switch", { name: arNav.themeCopy.darkTheme })).toBeVisible();
  await expect(menu.getByRole("button", { name: copy.close })).toBeVisible();
  // Nothing in the sheet is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("/fr/contact validates in French at 390 px", async ({ page }) => {
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ body: "" }));
  await gotoHydrated(page, "/fr/contact");
  const form = page.getByRole("form", { name: frContact.contactFormCopy.title });
  const submit = form.getByRole("button", { name: frContact.contactFormCopy.submit });
  await submit.click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: frContact.contactToasts.incomplete.title }),
  ).toBeVisible();
  await expect(form).toContainText(frContact.contactValidation.name);
  await expect(form).toContainText(frContact.contactValidation.emailRequired);
  await expect(form).toContainText(frContact.contactValidation.message);

  await form.getByLabel(frContact.contactFieldCopy.emailAddress).fill("ada@");
  await submit.click();
  await expect(form).toContainText(frContact.contactValidation.emailFormat);
  // The messages fit the phone: no horizontal scroll.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// The languages whose calls to action run longest (issue 29, point 4): a product page's hero
// button is as wide as its label allows, never wider than the phone.
for (const code of ["de", "pt", "ru"]) {
  test(`the product pages fit 390 px in ${code}`, async ({ page }) => {
    for (const slug of [
      "ai-automation",
      "business-intelligence",
      "enterprise-solution",
      "security-suite",
    ]) {
      await page.goto(`/${code}/products/${slug}`);
      const cta = page.getByRole("main").getByRole("link", { name: /./ }).first();
      await expect(cta).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `/${code}/products/${slug} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
