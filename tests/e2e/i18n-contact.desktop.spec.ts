import { fillTemplate, pluralText } from "../../app/lib/fill-template";
import { formatNumber } from "../../app/lib/format";
import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import * as enContact from "../../app/content/contact";
import * as enSupport from "../../app/content/support";
import * as arContact from "../../app/content/compiled/ar/contact";
import * as arNav from "../../app/content/compiled/ar/nav";
import * as arSupport from "../../app/content/compiled/ar/support";
import * as frContact from "../../app/content/compiled/fr/contact";
import * as frNav from "../../app/content/compiled/fr/nav";
import * as frSupport from "../../app/content/compiled/fr/support";
import { axeTags, expect, gotoHydrated, test } from "./fixtures";

// /contact, /support and the footer newsletter in French and Arabic (issue 17): the page, its
// form's labels, validation messages, toasts and pre-fill in the page's language.

const locales = [
  { code: "fr", contact: frContact, support: frSupport, nav: frNav },
  { code: "ar", contact: arContact, support: arSupport, nav: arNav },
] as const;

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).first();

for (const { code, contact, support, nav } of locales) {
  test.describe(`/${code}`, () => {
    test(`contact page and form in ${code}`, async ({ page }) => {
      const response = await page.goto(`/${code}/contact`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.contactHero.title);
      expect(contact.contactHero.title).not.toBe(enContact.contactHero.title);
      await expect(page).toHaveTitle(new RegExp(contact.contactMeta.title));
      await gotoHydrated(page, `/${code}/contact`);

      const form = page.getByRole("form", { name: contact.contactFormCopy.title });
      const fields = contact.contactFieldCopy;
      await form.getByRole("button", { name: contact.contactFormCopy.submit }).click();
      await expect(toast(page, contact.contactToasts.incomplete.title)).toBeVisible();
      await expect(form).toContainText(contact.contactValidation.name);
      await expect(form).toContainText(contact.contactValidation.emailRequired);

      await form.getByLabel(fields.name).fill("Ada Lovelace");
      await form.getByLabel(fields.emailAddress).fill("ada@");
      await form.getByLabel(fields.inquiryType).selectOption(contact.inquiryTypes[1].value);
      await form.getByLabel(new RegExp(`^${fields.message}`)).fill("Bonjour");
      await form.getByRole("button", { name: contact.contactFormCopy.submit }).click();
      await expect(toast(page, contact.contactToasts.invalidEmail.title)).toBeVisible();
      await expect(form).toContainText(contact.contactValidation.emailFormat);

      await form.getByLabel(fields.emailAddress).fill("ada@example.ca");
      await form.getByRole("button", { name: contact.contactFormCopy.submit }).click();
      await expect(toast(page, contact.contactToasts.sentTitle)).toContainText(
        fillTemplate(contact.contactToasts.sentDescription, { name: "Ada Lovelace" }),
      );
    });

    test(`contact pre-fill in ${code}`, async ({ page }) => {
      await gotoHydrated(page, `/${code}/contact?plan=growth-annual`);
      const form = page.getByRole("form", { name: contact.contactFormCopy.title });
      const plan = contact.planNames["growth-annual"]!;
      await expect(form.getByLabel(new RegExp(`^${contact.contactFieldCopy.message}`))).toHaveValue(
        fillTemplate(contact.prefillMessages.plan, plan),
      );
    });

    test(`support page, FAQ search and ticket form in ${code}`, async ({ page }) => {
      const response = await page.goto(`/${code}/support`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(support.supportHero.title);
      expect(support.supportHero.title).not.toBe(enSupport.supportHero.title);
      await expect(page).toHaveTitle(new RegExp(support.supportMeta.title));
      await gotoHydrated(page, `/${code}/support`);

      const question = support.faqs[0]!.question;
      await page.getByRole("searchbox", { name: support.supportHero.searchLabel }).fill("zzzzqqq");
      await expect(page.getByText(support.faqNoMatch)).toBeVisible();
      await page
        .getByRole("searchbox", { name: support.supportHero.searchLabel })
        .fill(question.slice(0, 12));
      await expect(page.getByText(question)).toBeVisible();
      await page.getByRole("searchbox", { name: support.supportHero.searchLabel }).fill(question);
      await expect(page.locator("#faq-results > [role=status]")).toHaveText(
        fillTemplate(pluralText(1, support.faqMatchCount, code), {
          total: formatNumber(support.faqs.length, code),
        }),
      );

      const form = page.getByRole("form", { name: support.ticketCopy.title });
      await form.getByRole("button", { name: support.ticketCopy.submit }).click();
      await expect(toast(page, support.ticketToasts.incomplete.title)).toBeVisible();
      await expect(form).toContainText(support.ticketValidation.subject);

      const fields = support.ticketFieldCopy;
      await form.getByLabel(fields.name).fill("Ada Lovelace");
      await form.getByLabel(fields.emailAddress).fill("ada@example.ca");
      await form.getByLabel(fields.subject).fill("Outlook");
      await form.getByLabel(fields.department).selectOption(support.departments[0].value);
      await form.getByLabel(new RegExp(`^${fields.message}`)).fill("Aide");
      await form.getByRole("button", { name: support.ticketCopy.submit }).click();
      await expect(toast(page, support.ticketToasts.submittedTitle)).toContainText(
        fillTemplate(support.ticketToasts.submittedDescription, { name: "Ada Lovelace" }),
      );
    });

    test(`footer newsletter in ${code}`, async ({ page }) => {
      await gotoHydrated(page, `/${code}/contact`);
      const footer = page.getByRole("contentinfo");
      const copy = nav.newsletterCopy;
      const email = footer.getByRole("textbox", { name: copy.label });
      // The box's code loads when the visitor reaches for the field; until then the browser
      // checks the address itself (shell-footer.spec.ts).
      await email.focus();
      await expect(footer.locator("form")).toHaveJSProperty("noValidate", true);
      await footer.getByRole("button", { name: copy.submit }).click();
      await expect(email).toHaveAccessibleDescription(copy.errors.required);
      await email.fill("ada@example.ca");
      await footer.getByRole("button", { name: copy.submit }).click();
      await expect(toast(page, copy.successTitle)).toBeVisible();
    });
  });
}

for (const path of ["/fr/contact", "/ar/support"]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page })
      .withTags(axeTags)
      .exclude("[data-sonner-toaster]")
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
