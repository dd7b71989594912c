/**
 * Issue 30, the browser side of visitors' privacy rights: the request form under the privacy
 * policy (in every language), and staff finding, exporting and erasing an address's records, and
 * marking an application interviewed, in the admin page.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import * as en from "../../app/content/legal";
import * as ar from "../../app/content/compiled/ar/legal";
import * as fr from "../../app/content/compiled/fr/legal";
import { site } from "../../app/content/site";
import { adminEndpoints, answerWithinDays } from "../../app/lib/admin-endpoints";
import { intakeEndpoints } from "../../app/lib/intake-endpoints";
import { axeViolations, expect, gotoHydrated, settled, test } from "./fixtures";
import { openInInbox, signInToAdmin } from "./intake-server";

/** A token unique to one test, so the shared database never mixes tests up. */
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const key = () => unique("privacy-e2e-key").replace(/[^\w-]/g, "");

const requestForm = (page: Page, name = "Make a Privacy Request") =>
  page.getByRole("form", { name });
const privacySection = (page: Page) =>
  page.getByRole("region", { name: "Privacy requests and personal data" });
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

async function sendContact(request: APIRequestContext, email: string, name: string) {
  const response = await request.post(intakeEndpoints.contact, {
    headers: { Accept: "application/json" },
    data: {
      name,
      email,
      company: "",
      phone: "",
      inquiryType: "general_inquiry",
      message: `Please call me back. ${name}`,
      idempotencyKey: key(),
    },
  });
  expect(response.status()).toBe(201);
}

async function sendApplication(request: APIRequestContext, email: string, fullName: string) {
  const data = new FormData();
  const fields = {
    fullName,
    email,
    phone: "",
    coverLetter: "",
    jobTitle: "DevOps Engineer",
    idempotencyKey: key(),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append("resume", new Blob(["%PDF-1.4\n% a résumé\n"]), "cv.pdf");
  const response = await request.post(intakeEndpoints.application, {
    multipart: data,
    headers: { Accept: "application/json" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An admin URL fetched with the page's session and CSRF token: its status. */
async function adminStatus(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const { csrfToken } = (await (await fetch("/api/session")).json()) as { csrfToken: string };
    return (await fetch(url, { headers: { "X-CSRF-Token": csrfToken } })).status;
  }, url);
}

test.describe("privacy request form", () => {
  test("sends a request that reaches the inbox as a privacy request", async ({ page }) => {
    const name = unique("Privacy Camille");
    await gotoHydrated(page, "/privacy-policy");
    const form = requestForm(page);

    // Nothing filled in: the page's own messages, nothing sent.
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(toast(page, "Incomplete Form")).toBeVisible();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please choose what you are asking for.")).toBeVisible();

    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email address").fill("camille@example.ca");
    await form.getByLabel("What are you asking for?").selectOption("deletion");
    await form.getByLabel("Details (optional)").fill(`Please delete everything. ${name}`);
    await form.getByRole("button", { name: "Send Request" }).click();
    await expect(toast(page, "Request Sent")).toContainText(
      `Thank you, ${name}. We will answer by email within 30 days.`,
    );
    await expect(form.getByLabel("Full name")).toHaveValue("");

    await signInToAdmin(page);
    const detail = await openInInbox(page, name);
    await expect(detail).toContainText("Privacy request");
    await expect(detail).toContainText("Privacy request: deletion");
    await expect(detail).toContainText(`Please delete everything. ${name}`);
  });

  test("a native submission lands back on the policy, which says what happened", async ({
    page,
    request,
  }) => {
    const response = await request.post(intakeEndpoints.privacyRequest, {
      form: {
        name: unique("Native Nora"),
        email: "nora@example.ca",
        requestType: "access",
        details: "",
        website: "",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(/\/privacy-policy\?sent=1$/);

    await gotoHydrated(page, "/privacy-policy?sent=1");
    await expect(toast(page, "Request Sent")).toContainText(
      "Thank you. We will answer by email within 30 days.",
    );
    await expect(page).toHaveURL(/\/privacy-policy$/);

    await gotoHydrated(page, "/fr/privacy-policy?error=invalid");
    const notSent = toast(page, "Échec de l'envoi");
    await expect(notSent).toContainText("Votre demande n'a pas été envoyée");
    await expect(notSent).toContainText(site.mailboxes.privacy);
    await expect(page).toHaveURL(/\/fr\/privacy-policy$/);
  });
});

test.describe("the privacy policy in each language", () => {
  const languages = [
    {
      prefix: "",
      legal: en,
      personInCharge: "Person in charge of the protection of personal information",
      twoYears: en.retentionPeriod(730),
    },
    {
      prefix: "/fr",
      legal: { ...en, ...fr },
      personInCharge: "Responsable de la protection des renseignements personnels",
      // Translations write their periods in their catalog's words.
      twoYears: "2\u00a0ans",
    },
    {
      prefix: "/ar",
      legal: { ...en, ...ar },
      personInCharge: "المسؤول عن حماية المعلومات الشخصية",
      twoYears: "سنتين",
    },
  ];
  for (const { prefix, legal, personInCharge, twoYears } of languages) {
    test(`${prefix || "/en"}: the person in charge, the retention periods and the form`, async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/privacy-policy`);
      const main = page.getByRole("main");
      await expect(main.locator("time")).toHaveAttribute("datetime", "2026-11-26");
      await expect(main.getByRole("heading", { level: 3, name: personInCharge })).toBeVisible();
      await expect(main).toContainText(legal.privacyOfficer.role);
      await expect(
        main.getByRole("link", { name: site.mailboxes.privacy }).first(),
      ).toHaveAttribute("href", `mailto:${site.mailboxes.privacy}`);
      // The retention list, written from app/lib/retention.ts.
      const security = legal.privacyPolicy.sections.find(
        (section) => section.id === "data-security",
      )!;
      const periods = security.blocks.find((block) => block.type === "ul")!;
      if (periods.type !== "ul") throw new Error("no retention list");
      for (const item of periods.items) await expect(main).toContainText(item.join(""));
      await expect(main).toContainText(twoYears);
      // The two regulators a visitor may complain to.
      await expect(main.locator('a[href="https://www.cai.gouv.qc.ca"]')).toHaveCount(1);
      await expect(main.locator('a[href="https://www.priv.gc.ca"]')).toHaveCount(1);

      // The rights section leads to the form, which is named by its section's heading.
      const rights = main.locator("#your-data-protection-rights");
      await rights.locator('a[href="#make-a-privacy-request"]').click();
      await expect(page).toHaveURL(/#make-a-privacy-request$/);
      const title = legal.privacyPolicy.sections.at(-1)!.title;
      const form = requestForm(page, title);
      await expect(form).toBeVisible();
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", intakeEndpoints.privacyRequest);
      await expect(form.getByLabel(legal.privacyRequestForm.labels.requestType)).toBeVisible();
      for (const type of ["access", "correction", "deletion", "withdrawal"] as const) {
        await expect(form.locator(`option[value="${type}"]`)).toHaveText(
          legal.privacyRequestForm.requestTypes[type],
        );
      }
      await expect(
        form.getByRole("button", { name: legal.privacyRequestForm.submit }),
      ).toBeVisible();
    });
  }
});

test.describe("staff answer a visitor's privacy request", () => {
  // The erased résumé's URL is asked for on purpose; Chromium logs its 404.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  test("find, export as JSON, then erase everything tied to one address", async ({
    page,
    request,
  }) => {
    const email = `${unique("visitor")}@example.ca`;
    const name = unique("Visitor Vera");
    await sendContact(request, email, name);
    const applicationId = await sendApplication(request, email, name);

    await signInToAdmin(page);
    expect(await adminStatus(page, adminEndpoints.resume(applicationId))).toBe(200);
    const section = privacySection(page);
    await section.getByLabel("Email address").fill(email.toUpperCase());
    await section.getByRole("button", { name: "Find" }).click();
    await expect(section.getByRole("status")).toHaveText(`2 records for ${email.toUpperCase()}`);
    const list = section.getByRole("list", { name: "Records for this address" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list).toContainText("Contact");
    await expect(list).toContainText("Application");
    await expect(list).toContainText("DevOps Engineer");

    const downloading = page.waitForEvent("download");
    await section.getByRole("button", { name: "Export JSON" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("personal-data.json");
    const fs = await import("node:fs");
    const exported = JSON.parse(fs.readFileSync((await file.path())!, "utf8")) as {
      submissions: Array<{ kind: string; email: string; name: string }>;
    };
    expect(exported.submissions.map((record) => record.kind).sort()).toEqual([
      "application",
      "contact",
    ]);
    for (const record of exported.submissions) {
      expect(record.email).toBe(email);
      expect(record.name).toBe(name);
    }

    // The dialog says what goes before anything does; Cancel keeps everything.
    await section.getByRole("button", { name: "Erase all" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase all personal data?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("2 records");
    await expect(dialog).toContainText("(Contact: 1, Application: 1)");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await section.getByRole("button", { name: "Erase all" }).click();
    await dialog.getByRole("button", { name: "Erase permanently" }).click();
    await expect(toast(page, "Personal Data Erased")).toContainText(
      'Erased 2 records, 1 résumé file and 0 "no more mail" entries.',
    );
    await expect(section.getByRole("status")).toHaveText(`No records for ${email.toUpperCase()}.`);

    // Asked again, the server has nothing; the résumé is gone with its record.
    await section.getByLabel("Email address").fill(email);
    await section.getByRole("button", { name: "Find" }).click();
    await expect(section.getByRole("status")).toHaveText(`No records for ${email}.`);
    expect(await adminStatus(page, adminEndpoints.resume(applicationId))).toBe(404);
    await page.getByRole("main").getByLabel("Search name, email or message").fill(name);
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /^0 submissions$/ }),
    ).toBeVisible();
  });

  test("an interviewed application shows the date its answer is due, a signup whether it is confirmed", async ({
    page,
    request,
  }) => {
    const name = unique("Applicant Ines");
    await sendApplication(request, `${unique("ines")}@example.ca`, name);
    const newsletter = `${unique("news")}@example.ca`;
    const signup = await request.post(intakeEndpoints.newsletter, {
      headers: { Accept: "application/json" },
      data: { email: newsletter, idempotencyKey: key() },
    });
    expect(signup.status()).toBe(201);

    await signInToAdmin(page);
    const detail = await openInInbox(page, name);
    await expect(detail).toContainText("Not interviewed yet");
    await detail.getByRole("button", { name: "Mark interviewed" }).click();
    const line = detail.getByText(/^Interviewed on \d{4}-\d{2}-\d{2} · Tell the applicant by /);
    await expect(line).toBeVisible();
    const [, interviewed, answerBy] = /on (\S+) · .* by (\S+)$/.exec((await line.textContent())!)!;
    const due = new Date(`${interviewed}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + answerWithinDays);
    expect(answerBy).toBe(due.toISOString().slice(0, 10));
    await expect(toast(page, "Marked Interviewed")).toBeVisible();
    await expect(detail.getByRole("button", { name: "Mark interviewed" })).toHaveCount(0);

    // A fresh inbox, so the search below cannot match the count the last one left on screen.
    await gotoHydrated(page, "/admin");
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /submissions?$/ }),
    ).toBeVisible();
    const signupDetail = await openInInbox(page, newsletter);
    await expect(signupDetail).toContainText("Unconfirmed");
  });
});

test.describe("accessibility", () => {
  // Each language's page with its request form, and then with the form's messages showing, as a
  // visitor who sent it empty sees them: in full in the page's first theme, and for colour in the
  // other (which changes colours only; the page audit checks the English page in both in full).
  test.describe("the policy and its request form", () => {
    test.use({ theme: "system" });

    for (const [path, copy, first] of [
      ["/privacy-policy", en, "light"],
      ["/fr/privacy-policy", fr, "light"],
      ["/ar/privacy-policy", ar, "dark"],
    ] as const) {
      test(`${path} has no axe violations in either theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: first });
        await gotoHydrated(page, path);
        expect(await axeViolations(page), `${first} theme`).toEqual([]);
        const { submit, toasts } = copy.privacyRequestForm;
        await page.getByRole("button", { name: submit }).click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        // The toast comes after the field messages (sonner loads with the first toast, up to a
        // second later): wait for it to come, then to go, or axe could run as it fades in.
        await expect(toast(page, toasts.incomplete.title)).toBeVisible();
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
        expect(await axeViolations(page), `${first} theme, with the messages`).toEqual([]);

        const second = first === "light" ? "dark" : "light";
        await page.emulateMedia({ colorScheme: second });
        const html = expect(page.locator("html"));
        await (second === "dark" ? html : html.not).toHaveClass(/\bdark\b/);
        await settled(page);
        const rules = ["color-contrast", "link-in-text-block"];
        expect(await axeViolations(page, { rules }), `${second} theme`).toEqual([]);
      });
    }
  });

  for (const theme of ["light", "dark"] as const) {
    test.describe(theme, () => {
      test.use({ theme });

      test("the admin privacy section and its confirmation have no axe violations", async ({
        page,
        request,
      }) => {
        const email = `${unique("axe")}@example.ca`;
        await sendContact(request, email, unique("Axe Alex"));
        await signInToAdmin(page);
        const section = privacySection(page);
        await section.getByLabel("Email address").fill(email);
        await section.getByRole("button", { name: "Find" }).click();
        await expect(section.getByRole("status")).toHaveText(`1 record for ${email}`);
        expect(await axeViolations(page)).toEqual([]);
        await section.getByRole("button", { name: "Erase all" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      });
    });
  }
});
