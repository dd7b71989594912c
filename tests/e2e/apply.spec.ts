import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const storageKey = `${site.storagePrefix}-job-applications`;

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

  // With the intake service (the default build) the application is posted with its résumé and the
  // browser keeps no copy; the inbox side is in intake.desktop.spec.ts.
  test("sends once on a double click, resets and confirms, and keeps no copy in the browser", async ({
    page,
  }) => {
    await gotoHydrated(page, `/careers/apply?jobTitle=${encodeURIComponent("DevOps Engineer")}`);
    await fillValid(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/applications")) posts.push(request.method());
    });

    await page.getByRole("button", { name: "Submit Application" }).dblclick();
    await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
    await expect(
      page.getByText(/Thank you for applying for the DevOps Engineer position/),
    ).toContainText("reached our recruiting team");
    expect(posts).toEqual(["POST"]);
    expect(await stored(page)).toBeNull();

    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email Address")).toHaveValue("");
    await expect(form(page).getByLabel("Phone Number (Optional)")).toHaveValue("");
    await expect(form(page).getByLabel("Cover Letter (Optional)")).toHaveValue("");
    await expect(form(page).getByLabel("Resume/CV")).toHaveValue("");
    await expect(form(page).getByLabel("Applying for")).toHaveValue("DevOps Engineer");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  test("works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/careers/apply");
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
    const sent = page.waitForResponse("**/api/applications");
    await page.keyboard.press("Enter");
    expect((await sent).status()).toBe(201);
    await expect(page.getByText("Application Submitted! 🎉")).toBeVisible();
    await expect(
      page.getByText(`Thank you for applying for the General Application — ${site.name} position.`),
    ).toBeVisible();
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

test.describe("apply layout", () => {
  test("the form keeps a readable measure and a long job title wraps in full", async ({ page }) => {
    const title = "Senior Cloud Infrastructure Engineer (Azure and AWS), Barrie or Remote";
    await gotoHydrated(page, `/careers/apply?jobTitle=${encodeURIComponent(title)}`);
    const applyingFor = form(page).getByLabel("Applying for");
    await expect(applyingFor).toHaveValue(title);
    const width = (await form(page).boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(680);
    if (page.viewportSize()!.width >= 1024) expect(width).toBeGreaterThanOrEqual(560);
    // Every character is shown: nothing scrolls out of the field on either axis.
    const clipped = await applyingFor.evaluate(
      (field) => field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight,
    );
    expect(clipped).toBe(false);
  });
});
