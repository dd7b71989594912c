/**
 * A smoke test for each language published after English, French and Arabic (issue 29): its home
 * page, the picker there and back, an error toast in the language, and a contact message sent
 * from the language's form and found in the admin inbox. The flows themselves are tested in
 * English, French and Arabic; the catalogs' checks and the pseudo-locales cover every string, and
 * the page audit checks each home page with axe in both themes.
 */
import type { Page } from "@playwright/test";
import * as deContact from "../../app/content/compiled/de/contact";
import * as esContact from "../../app/content/compiled/es/contact";
import * as hiContact from "../../app/content/compiled/hi/contact";
import * as itContact from "../../app/content/compiled/it/contact";
import * as jaContact from "../../app/content/compiled/ja/contact";
import * as ptContact from "../../app/content/compiled/pt/contact";
import * as ruContact from "../../app/content/compiled/ru/contact";
import * as zhContact from "../../app/content/compiled/zh/contact";
import * as deNav from "../../app/content/compiled/de/nav";
import * as esNav from "../../app/content/compiled/es/nav";
import * as hiNav from "../../app/content/compiled/hi/nav";
import * as itNav from "../../app/content/compiled/it/nav";
import * as jaNav from "../../app/content/compiled/ja/nav";
import * as ptNav from "../../app/content/compiled/pt/nav";
import * as ruNav from "../../app/content/compiled/ru/nav";
import * as zhNav from "../../app/content/compiled/zh/nav";
import * as deSuggestion from "../../app/content/compiled/de/language-suggestion";
import * as esSuggestion from "../../app/content/compiled/es/language-suggestion";
import * as hiSuggestion from "../../app/content/compiled/hi/language-suggestion";
import * as itSuggestion from "../../app/content/compiled/it/language-suggestion";
import * as jaSuggestion from "../../app/content/compiled/ja/language-suggestion";
import * as ptSuggestion from "../../app/content/compiled/pt/language-suggestion";
import * as ruSuggestion from "../../app/content/compiled/ru/language-suggestion";
import * as zhSuggestion from "../../app/content/compiled/zh/language-suggestion";
import { languages } from "../../app/content/navigation";
import { fillTemplate } from "../../app/lib/fill-template";
import { expect, gotoHydrated, test } from "./fixtures";
import { openInInbox, signInToAdmin } from "./intake-server";
import { documentLanguage } from "./site-routes";

// Each with a browser language tag of its readers, which the suggestion answers.
const published = [
  { code: "es", browser: "es-MX", contact: esContact, nav: esNav, suggestion: esSuggestion },
  { code: "de", browser: "de-DE", contact: deContact, nav: deNav, suggestion: deSuggestion },
  { code: "ja", browser: "ja-JP", contact: jaContact, nav: jaNav, suggestion: jaSuggestion },
  { code: "pt", browser: "pt-PT", contact: ptContact, nav: ptNav, suggestion: ptSuggestion },
  { code: "it", browser: "it-IT", contact: itContact, nav: itNav, suggestion: itSuggestion },
  { code: "ru", browser: "ru-RU", contact: ruContact, nav: ruNav, suggestion: ruSuggestion },
  { code: "zh", browser: "zh-CN", contact: zhContact, nav: zhNav, suggestion: zhSuggestion },
  { code: "hi", browser: "hi-IN", contact: hiContact, nav: hiNav, suggestion: hiSuggestion },
] as const;

const header = (page: Page) => page.locator("header").first();
/** A field's label starts with its name; the required mark follows. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
const nameOf = (code: string) => languages.find((language) => language.code === code)!.name;

for (const { code, browser, contact, nav, suggestion } of published) {
  test.describe(`/${code}`, () => {
    test(`home page in its language, and the picker there and back`, async ({ page }) => {
      await gotoHydrated(page, `/${code}`);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("lang", documentLanguage[code].lang);
      await expect(html).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(
        page.getByRole("navigation", { name: nav.shellCopy.mainNavLabel }),
      ).toBeVisible();

      const button = (language: string) =>
        header(page).getByRole("button", {
          name: fillTemplate(nav.shellCopy.languageButton, { language }),
        });
      await button(nameOf(code)).click();
      await page.getByRole("menuitemradio", { name: "English" }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(html).toHaveAttribute("lang", "en");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await header(page).getByRole("button", { name: "Language: English" }).click();
      await page.getByRole("menuitemradio", { name: nameOf(code) }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}$`));
      await expect(html).toHaveAttribute("lang", documentLanguage[code].lang);
    });

    test(`contact form: an error toast in its language, then a message the inbox shows`, async ({
      page,
    }) => {
      await gotoHydrated(page, `/${code}/contact`);
      const form = page.getByRole("form", { name: contact.contactFormCopy.title });
      const submit = form.getByRole("button", { name: contact.contactFormCopy.submit });
      await submit.click();
      await expect(
        page
          .locator("[data-sonner-toast]")
          .filter({ hasText: contact.contactToasts.incomplete.title }),
      ).toBeVisible();

      const name = `Smoke ${code} ${Date.now()}`;
      const fields = contact.contactFieldCopy;
      await form.getByLabel(startsWith(fields.name)).fill(name);
      await form.getByLabel(startsWith(fields.emailAddress)).fill("smoke@example.ca");
      await form.getByLabel(fields.inquiryType).selectOption(contact.inquiryTypes[1].value);
      await form.getByLabel(startsWith(fields.message)).fill(contact.contactFormCopy.title);
      await submit.click();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: contact.contactToasts.sentTitle }),
      ).toBeVisible();

      await signInToAdmin(page);
      const detail = await openInInbox(page, name);
      await expect(detail).toContainText("smoke@example.ca");
      await expect(detail).toContainText(contact.contactFormCopy.title);
    });
  });

  test.describe(`a visitor whose browser reads ${browser}`, () => {
    test.use({ locale: browser });

    test(`is offered the page in its language, in its words, and taken there`, async ({ page }) => {
      await gotoHydrated(page, "/pricing#plans");
      const copy = suggestion.suggestionCopy;
      const offer = page.getByText(copy.text);
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute("lang", documentLanguage[code].lang);
      await page.getByRole("button", { name: copy.action }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/pricing#plans$`));
      await expect(page.locator("html")).toHaveAttribute("lang", documentLanguage[code].lang);
    });
  });
}
