import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const storageKey = `${site.storagePrefix}-job-applications`;
const start = new Date("2025-05-12T14:00:00Z");

const pdf = {
  name: "priya-raman-cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4 test"),
};

const form = (page: Page) => page.getByRole("form", { name: "Job application" });

async function fillValid(page: Page) {
  await form(page).getByLabel("Full Name").fill("Priya Raman");
  await form(page).getByLabel("Email Address").fill("priya@example.ca");
  await form(page).getByLabel("Phone Number (Optional)").fill("705-555-0199");
  await form(page).getByLabel("Resume/CV").setInputFiles(pdf);
  await form(page)
    .getByLabel("Cover Letter (Optional)")
    .fill("I have run Kubernetes in production for five years.");
}

async function stored(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown,
    storageKey,
  );
}

/** Sonner mounts a toast in a zero-delay timer, which a paused clock only runs when told to. */
async function flushToasts(page: Page) {
  await page.clock.runFor(50);
}

/** Installs the fake clock, opens the page and stops time so each step is exact. */
async function openWithClock(page: Page, path: string) {
  await page.clock.install({ time: start });
  await gotoHydrated(page, path);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

test.describe("job application form", () => {
  test("shows the page structure with a read-only job title from the query", async ({ page }) => {
    await gotoHydrated(
      page,
      `/careers/apply?jobTitle=${encodeURIComponent("Cloud Solutions Architect")}`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Apply for Position" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    const applyingFor = form(page).getByLabel("Applying for");
    await expect(applyingFor).toHaveValue("Cloud Solutions Architect");
    await expect(applyingFor).toHaveAttribute("readonly", "");
    await expect(page.locator("main")).toContainText(
      "You are applying for: Cloud Solutions Architect",
    );
    await expect(form(page).getByLabel("Resume/CV")).toHaveAttribute(
      "accept",
      /\.pdf,\.doc,\.docx/,
    );
    await expect(form(page).getByLabel("Cover Letter (Optional)")).toHaveAttribute("rows", "5");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  test("defaults to a general application for the company", async ({ page }) => {
    await gotoHydrated(page, "/careers/apply");
    await expect(form(page).getByLabel("Applying for")).toHaveValue(
      `General Application — ${site.name}`,
    );
  });

  test("shows the spec's messages in red under each required field", async ({ page }) => {
    await gotoHydrated(page, "/careers/apply");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const expectations = [
      ["Full Name", "Full name is required."],
      ["Email Address", "Email is required."],
      ["Resume/CV", /Resume is required\./],
    ] as const;
    for (const [label, message] of expectations) {
      const field = form(page).getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    const error = page.getByText("Full name is required.");
    await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");
    // Under the field: the message follows the input in the page.
    const [fieldBox, errorBox] = [
      await form(page).getByLabel("Full Name").boundingBox(),
      await error.boundingBox(),
    ];
    expect(errorBox!.y).toBeGreaterThan(fieldBox!.y + fieldBox!.height - 1);
    await expect(form(page).getByLabel("Phone Number (Optional)")).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form(page).getByLabel("Full Name")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await form(page).getByLabel("Email Address").fill("priya at example");
    await expect(form(page).getByLabel("Email Address")).toHaveAccessibleDescription(
      "Invalid email address.",
    );
    await form(page).getByLabel("Email Address").fill("priya@example.ca");
    await expect(page.getByText("Invalid email address.")).toHaveCount(0);
  });

  test("refuses a file of another type even when the picker is bypassed", async ({ page }) => {
    await gotoHydrated(page, "/careers/apply");
    await fillValid(page);
    await page.getByLabel("Resume/CV").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a resume"),
    });
    await expect(page.getByText("Please upload a PDF, DOC or DOCX file.")).toBeVisible();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(form(page).getByLabel("Resume/CV")).toHaveAccessibleDescription(
      /Please upload a PDF, DOC or DOCX file\./,
    );
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(await stored(page)).toBeNull();

    await page.getByLabel("Resume/CV").setInputFiles({
      name: "CV.DOCX",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("docx"),
    });
    await expect(page.getByText("Please upload a PDF, DOC or DOCX file.")).toHaveCount(0);
  });

  test("submits after 1.5 s, stores the application, resets and confirms", async ({ page }) => {
    await openWithClock(page, `/careers/apply?jobTitle=${encodeURIComponent("DevOps Engineer")}`);
    await fillValid(page);
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") messages.push(message.text());
    });

    // A double click must send one application.
    await page.getByRole("button", { name: "Submit Application" }).dblclick();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    await expect(busy.locator("svg")).toHaveAttribute("aria-hidden", "true");
    await page.clock.runFor(1400);
    await expect(busy).toBeDisabled();
    expect(await stored(page)).toBeNull();
    await page.clock.runFor(100);
    await flushToasts(page);

    await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
    await expect(
      page.getByText(/Thank you for applying for the DevOps Engineer position/),
    ).toContainText(/recorded.*emailed.*if an email service were active/);
    const list = (await stored(page)) as Array<Record<string, string>>;
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      jobTitle: "DevOps Engineer",
      fullName: "Priya Raman",
      email: "priya@example.ca",
      phone: "705-555-0199",
      coverLetter: "I have run Kubernetes in production for five years.",
      resume: "priya-raman-cv.pdf",
      appliedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(new Date(list[0]!.appliedAt ?? "").getTime()).toBe(Number(list[0]!.id));
    expect(messages.some((text) => text.includes(site.mailboxes.careers))).toBe(true);

    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email Address")).toHaveValue("");
    await expect(form(page).getByLabel("Phone Number (Optional)")).toHaveValue("");
    await expect(form(page).getByLabel("Cover Letter (Optional)")).toHaveValue("");
    await expect(form(page).getByLabel("Resume/CV")).toHaveValue("");
    await expect(form(page).getByLabel("Applying for")).toHaveValue("DevOps Engineer");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();

    // A second application is appended, not written over the first.
    await fillValid(page);
    await form(page).getByLabel("Full Name").fill("Sam Lee");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.clock.runFor(1500);
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    const both = (await stored(page)) as Array<Record<string, string>>;
    expect(both.map((entry) => entry.fullName)).toEqual(["Priya Raman", "Sam Lee"]);
  });

  test("works from the keyboard", async ({ page }) => {
    await openWithClock(page, "/careers/apply");
    await form(page).getByLabel("Full Name").focus();
    await page.keyboard.type("Alex Morin");
    await page.keyboard.press("Tab");
    await expect(form(page).getByLabel("Email Address")).toBeFocused();
    await page.keyboard.type("alex@example.ca");
    await page.keyboard.press("Enter");
    await expect(form(page).getByLabel("Resume/CV")).toHaveAccessibleDescription(
      /Resume is required\./,
    );
    await form(page).getByLabel("Resume/CV").setInputFiles(pdf);
    await form(page).getByLabel("Email Address").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await page.clock.runFor(1500);
    await flushToasts(page);
    await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
    const list = (await stored(page)) as Array<Record<string, string>>;
    expect(list[0]).toMatchObject({
      fullName: "Alex Morin",
      jobTitle: `General Application — ${site.name}`,
    });
  });

  test.describe("when storage refuses the write", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((key) => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (name: string, value: string) {
          if (name === key) throw new DOMException("Quota exceeded", "QuotaExceededError");
          return setItem.call(this, name, value);
        };
      }, storageKey);
    });

    test("shows the failure toast and keeps what was typed", async ({ page }) => {
      await openWithClock(page, "/careers/apply");
      await fillValid(page);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await page.clock.runFor(1500);
      await flushToasts(page);
      await expect(page.getByText("Submission Failed 😥")).toBeVisible();
      await expect(
        page.getByText("There was an error submitting your application. Please try again."),
      ).toBeVisible();
      await expect(form(page).getByLabel("Full Name")).toHaveValue("Priya Raman");
      await expect(form(page).getByLabel("Email Address")).toHaveValue("priya@example.ca");
      await expect(form(page).getByLabel("Cover Letter (Optional)")).toHaveValue(
        "I have run Kubernetes in production for five years.",
      );
      await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    });
  });

  test("renders a hostile job title as text", async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await gotoHydrated(page, `/careers/apply?jobTitle=${encodeURIComponent(hostile)}`);
    await expect(form(page).getByLabel("Applying for")).toHaveValue(hostile);
    await expect(page.locator("main")).toContainText(`You are applying for: ${hostile}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });

  test("caps a very long job title", async ({ page }) => {
    await gotoHydrated(page, `/careers/apply?jobTitle=${"A".repeat(10_000)}`);
    await expect(form(page).getByLabel("Applying for")).toHaveValue("A".repeat(120));
  });
});
