import * as frContact from "../../app/content/compiled/fr/contact";
import { expect, test } from "./fixtures";
import { openInInbox, signInToAdmin } from "./intake-server";

// A French visitor without JavaScript (issue 17): the contact form is the browser's own POST, and
// the server sends it back to the form's page in the sender's language, read from the Referer.

/** A value unique to one test run, so the shared inbox never mixes tests up. */
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/fr/contact: a valid native post lands on /fr/contact?sent=1, where scripts say so in French", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ body: "" }));
    const response = await page.goto("/fr/contact");
    expect(response?.status()).toBe(200);
    const form = page.getByRole("form", { name: frContact.contactFormCopy.title });
    const fields = frContact.contactFieldCopy;
    const name = unique("Ada Lovelace");
    const message = "Bonjour, pouvez-vous me rappeler au sujet d’un forfait de TI gérées?";
    await form.getByLabel(fields.name).fill(name);
    await form.getByLabel(fields.emailAddress).fill("ada@example.ca");
    await form.getByLabel(fields.inquiryType).selectOption(frContact.inquiryTypes[1].value);
    await form.getByLabel(new RegExp(`^${fields.message}`)).fill(message);

    const posted = page.waitForRequest(
      (request) =>
        request.method() === "POST" && new URL(request.url()).pathname === "/api/contact",
    );
    await form.getByRole("button", { name: frContact.contactFormCopy.submit }).click();
    expect((await posted).headers().referer).toMatch(/\/fr\/contact$/);
    await expect(page).toHaveURL(/\/fr\/contact\?sent=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frContact.contactHero.title);

    // The same address with scripts: the French confirmation, and the flag taken off the address.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    try {
      const withScripts = await context.newPage();
      await withScripts.route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ body: "" }),
      );
      await withScripts.goto(page.url());
      const toast = withScripts
        .locator("[data-sonner-toast]")
        .filter({ hasText: frContact.contactToasts.sentTitle });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(frContact.contactToasts.sentDescriptionNative);
      await expect(withScripts).toHaveURL(/\/fr\/contact$/);

      // And it was stored, not only confirmed.
      await signInToAdmin(withScripts);
      await expect(await openInInbox(withScripts, name)).toContainText(message);
    } finally {
      await context.close();
    }
  });
});
