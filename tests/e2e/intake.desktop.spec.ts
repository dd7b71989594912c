import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";
import { openInInbox, signInToAdmin } from "./intake-server";

/** A token unique to one test, so the shared database never mixes tests up. */
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });
const ticketForm = (page: Page) => page.getByRole("form", { name: "Submit a ticket" });
const applicationForm = (page: Page) => page.getByRole("form", { name: "Job application" });

const pdf = (name = "cv.pdf", body = "%PDF-1.4\n% a résumé\n") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(body),
});

async function fillContact(page: Page, name: string, message: string) {
  const form = contactForm(page);
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill("ada@example.ca");
  await form.getByLabel(/^Inquiry type/).selectOption("general_inquiry");
  await form.getByLabel(/^Message/).fill(message);
}

async function fillApplication(page: Page, name: string, file = pdf()) {
  const form = applicationForm(page);
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill("grace@example.ca");
  await form.getByLabel("Resume/CV").setInputFiles(file);
  await form.getByLabel("Cover Letter (Optional)").fill("Five years of on-call.");
}

/** How many stored submissions match a text, asked through the admin API with a real session. */
async function countStored(page: Page, text: string): Promise<number> {
  return page.evaluate(async (q) => {
    const session = (await (await fetch("/api/session")).json()) as { csrfToken: string };
    const response = await fetch(`/api/admin/submissions?q=${encodeURIComponent(q)}`, {
      headers: { "X-CSRF-Token": session.csrfToken },
    });
    return ((await response.json()) as { submissions: unknown[] }).submissions.length;
  }, text);
}

test.describe("every form reaches the inbox", () => {
  test("a demo request with its link context", async ({ page }) => {
    const name = unique("Demo Ada");
    await gotoHydrated(page, "/contact?demo=true&product=security-suite");
    await expect(contactForm(page).getByLabel(/^Inquiry type/)).toHaveValue("demo_request");
    const form = contactForm(page);
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Email/).fill("ada@example.ca");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue("");

    await signInToAdmin(page);
    const detail = await openInInbox(page, name);
    await expect(detail).toContainText("Demo request");
    await expect(detail).toContainText("demo: true, product: security-suite");
    await expect(detail).toContainText("ada@example.ca");
  });

  test("a support ticket", async ({ page }) => {
    const name = unique("Ticket Sam");
    await gotoHydrated(page, "/support");
    const form = ticketForm(page);
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Email", { exact: true }).fill("sam@example.ca");
    await form.getByLabel("Subject", { exact: true }).fill("VPN drops every hour");
    await form.getByLabel("Department", { exact: true }).selectOption("technical_support");
    await form.getByLabel("Message", { exact: true }).fill("Since Monday the VPN drops.");
    await form.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(page.getByText("Ticket Submitted!")).toBeVisible();

    await signInToAdmin(page);
    const detail = await openInInbox(page, name);
    await expect(detail).toContainText("Ticket");
    await expect(detail).toContainText("VPN drops every hour");
    await expect(detail).toContainText("Since Monday the VPN drops.");
  });

  test("a job application with its résumé, kept nowhere in the browser", async ({ page }) => {
    const name = unique("Applicant Grace");
    await gotoHydrated(page, "/careers/apply?jobTitle=DevOps%20Engineer");
    await fillApplication(page, name, pdf("Grace CV.pdf"));
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
    await expect(applicationForm(page).getByLabel("Full Name")).toHaveValue("");
    expect(
      await page.evaluate(() => localStorage.getItem("northpine-job-applications")),
    ).toBeNull();

    await signInToAdmin(page);
    const detail = await openInInbox(page, name);
    await expect(detail).toContainText("DevOps Engineer");
    await expect(detail).toContainText("Grace CV.pdf");
    const downloading = page.waitForEvent("download");
    await detail.getByRole("button", { name: "Download résumé" }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("Grace CV.pdf");
    const fs = await import("node:fs");
    expect(fs.readFileSync((await file.path())!, "utf8")).toBe("%PDF-1.4\n% a résumé\n");
  });

  test("a newsletter signup, then marked handled", async ({ page }) => {
    const email = `${unique("news")}@example.ca`;
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    // Typed into the focused field, as a person does: the working form may take over meanwhile.
    await footer.getByRole("textbox", { name: "Email address" }).focus();
    await page.keyboard.insertText(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();

    await signInToAdmin(page);
    const detail = await openInInbox(page, email);
    await expect(detail).toContainText("Newsletter");
    await detail.getByRole("button", { name: "Mark handled" }).click();
    await expect(detail).toContainText("Handled");
    const main = page.getByRole("main");
    await main.getByLabel("Status").selectOption("new");
    await expect(main.getByRole("status").filter({ hasText: /^0 submissions$/ })).toBeVisible();
    await main.getByLabel("Status").selectOption("handled");
    await expect(main.getByRole("status").filter({ hasText: /^1 submission$/ })).toBeVisible();
  });
});

test.describe("when sending fails", () => {
  // Chromium logs every failed request; here they are the point of the test.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("the service cannot be reached: not sent, everything kept, then sent once", async ({
    page,
  }) => {
    const name = unique("Offline Ada");
    await gotoHydrated(page, "/contact");
    await fillContact(page, name, "Sent while offline.");
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Not Sent", { exact: true })).toBeVisible();
    await expect(page.getByText(`or email ${site.mailboxes.sales}`)).toBeVisible();
    await expect(contactForm(page).getByLabel(/^Name/)).toHaveValue(name);
    await expect(contactForm(page).getByLabel(/^Message/)).toHaveValue("Sent while offline.");

    await page.unroute("**/api/contact");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await signInToAdmin(page);
    expect(await countStored(page, name)).toBe(1);
  });

  test("a reply lost on the way back: the retry carries the same key and stores once", async ({
    page,
  }) => {
    const name = unique("Lost Reply");
    await gotoHydrated(page, "/contact");
    await fillContact(page, name, "The server stored this but the answer never arrived.");
    await page.route("**/api/contact", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Not Sent", { exact: true })).toBeVisible();
    await page.unroute("**/api/contact");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await signInToAdmin(page);
    expect(await countStored(page, name)).toBe(1);
  });

  test("a 5xx and a 429 say so and keep the chosen file", async ({ page }) => {
    await gotoHydrated(page, "/careers/apply");
    await fillApplication(page, unique("Busy"));
    await page.route("**/api/applications", (route) => route.fulfill({ status: 503, body: "{}" }));
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("our server had a problem")).toBeVisible();
    await page.route("**/api/applications", (route) =>
      route.fulfill({ status: 429, headers: { "Retry-After": "120" }, body: "{}" }),
    );
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Try again in 2 minutes")).toBeVisible();
    expect(
      await applicationForm(page)
        .getByLabel("Resume/CV")
        .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe("cv.pdf");
  });

  test("a résumé over 5 MB is refused: by the form before sending, by the server with 413", async ({
    page,
  }) => {
    const big = pdf("big.pdf", `%PDF-1.4\n${"x".repeat(5 * 1024 * 1024)}`);
    await gotoHydrated(page, "/careers/apply");
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/applications")) posted += 1;
    });
    await fillApplication(page, unique("Big"), big);
    await expect(applicationForm(page).getByLabel("Resume/CV")).toHaveAccessibleDescription(
      /Please upload a file of at most 5 MB\./,
    );
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    expect(posted).toBe(0);

    // A client that skips the form's check meets the server's limit.
    const status = await page.evaluate(
      async (size) => {
        const data = new FormData();
        for (const [name, value] of Object.entries({
          fullName: "Big",
          email: "big@example.ca",
          phone: "",
          coverLetter: "",
          jobTitle: "Any",
          idempotencyKey: "big-file-0123456789",
        })) {
          data.append(name, value);
        }
        data.append("resume", new Blob(["%PDF-1.4", new Uint8Array(size)]), "big.pdf");
        return (
          await fetch("/api/applications", {
            method: "POST",
            body: data,
            headers: { Accept: "application/json" },
          })
        ).status;
      },
      5 * 1024 * 1024,
    );
    expect(status).toBe(413);
  });

  test("a program renamed to .pdf is refused by its content", async ({ page }) => {
    await gotoHydrated(page, "/careers/apply");
    await fillApplication(
      page,
      unique("Renamed"),
      pdf("resume.pdf", "MZ\u0090\u0000 This program cannot be run in DOS mode"),
    );
    const answer = page.waitForResponse("**/api/applications");
    await applicationForm(page).getByRole("button", { name: "Submit Application" }).click();
    expect((await answer).status()).toBe(415);
    await expect(applicationForm(page).getByLabel("Resume/CV")).toHaveAccessibleDescription(
      /Please upload a PDF, DOC or DOCX file\./,
    );
    await expect(applicationForm(page).getByLabel("Full Name")).not.toHaveValue("");
  });
});

test("a double click stores one ticket", async ({ page }) => {
  const name = unique("Double Click");
  await gotoHydrated(page, "/support");
  const form = ticketForm(page);
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill("sam@example.ca");
  await form.getByLabel("Subject", { exact: true }).fill("Printer");
  await form.getByLabel("Department", { exact: true }).selectOption("general_feedback");
  await form.getByLabel("Message", { exact: true }).fill("Clicked twice.");
  await form.getByRole("button", { name: "Submit Ticket" }).dblclick();
  await expect(page.getByText("Ticket Submitted!")).toBeVisible();
  await signInToAdmin(page);
  expect(await countStored(page, name)).toBe(1);
});

test("hostile text is stored and shown as text, in the inbox and in the CSV", async ({ page }) => {
  const token = unique("hostile");
  const name = `<img src=x onerror="window.__pwned=1">${token}`;
  const message = `=HYPERLINK("http://evil.example","click") <script>window.__pwned=2</script>`;
  await gotoHydrated(page, "/contact");
  await fillContact(page, name, message);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  await signInToAdmin(page);
  const detail = await openInInbox(page, token);
  await expect(detail.getByText(name)).toBeVisible();
  await expect(detail.getByText(message)).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("main").getByRole("button", { name: "Export CSV" }).click();
  const file = await downloading;
  const fs = await import("node:fs");
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv).toContain(token);
  expect(csv).toContain(
    `"'=HYPERLINK(""http://evil.example"",""click"") <script>window.__pwned=2</script>"`,
  );
  expect(csv.split("\r\n").filter((line) => line.includes(token))).toHaveLength(1);
});
