import type { Page } from "@playwright/test";
import { faqs } from "../../app/content/support";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const search = (page: Page) => page.getByRole("searchbox", { name: "Search FAQs" });
const faqSection = (page: Page) => page.getByRole("region", { name: "Frequently asked questions" });
// Native disclosures: each question is a <summary> (exposed as a disclosure control, not a button).
const items = (page: Page) => faqSection(page).locator("details");
const questions = (page: Page) => items(page).locator("summary");
const form = (page: Page) => page.getByRole("form", { name: "Submit a ticket" });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title }).first();
const noMatch = "No FAQs match your search term. Try a different query or submit a ticket.";

async function fillTicket(page: Page) {
  await field(page, "Name").fill("Sam Patel");
  await field(page, "Email").fill("sam@huronia.ca");
  await field(page, "Subject").fill("VPN drops every hour");
  await field(page, "Department").selectOption("technical_support");
  await field(page, "Message").fill(
    "Since Monday the VPN disconnects every hour on all Windows laptops.",
  );
}

test.describe("support page", () => {
  test("the three tiles point to the FAQs, the knowledge base and the ticket form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/support");
    const tiles = page.getByRole("region", { name: "Ways to get help" });
    await expect(tiles.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "#faq");
    await expect(tiles.getByRole("link", { name: "Knowledge Base" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(tiles.getByRole("link", { name: "Submit a Ticket" })).toHaveAttribute(
      "href",
      "#submit-ticket",
    );

    await tiles.getByRole("link", { name: "Submit a Ticket" }).click();
    await expect(page).toHaveURL(/#submit-ticket$/);
    await expect(form(page).getByRole("heading", { name: "Submit a ticket" })).toBeInViewport();
    await tiles.getByRole("link", { name: "FAQs" }).click();
    await expect(faqSection(page).getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("FAQ search filters live on question or answer, and says when nothing matches", async ({
    page,
  }) => {
    await gotoHydrated(page, "/support");
    await expect(questions(page)).toHaveText(faqs.map((faq) => faq.question));

    await search(page).fill("PASSWORD");
    await expect(questions(page)).toHaveText(["How do I reset my password or unlock my account?"]);
    await expect(faqSection(page).getByRole("status")).toHaveText(
      "1 of 5 questions match your search.",
    );

    // "prorated" appears only in an answer.
    await search(page).fill("prorated");
    await expect(questions(page)).toHaveText(["How does billing work and can I change my plan?"]);

    await search(page).fill("kubernetes");
    await expect(questions(page)).toHaveCount(0);
    await expect(faqSection(page).getByRole("status")).toHaveText(noMatch);
    expect(await axeViolations(page)).toEqual([]);

    await search(page).fill("<img src=x onerror=alert(1)>");
    await expect(faqSection(page).getByText(noMatch)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await search(page).fill("");
    await expect(questions(page)).toHaveCount(5);

    await search(page).fill("backed up");
    await search(page).press("Enter");
    await expect(questions(page)).toHaveText([
      "Where is my data stored and how often is it backed up?",
    ]);
    await expect(questions(page).first()).toBeInViewport();
  });

  test("by keyboard the accordion keeps one answer open and can close it", async ({ page }) => {
    await gotoHydrated(page, "/support");
    const [first, second] = [questions(page).nth(0), questions(page).nth(1)];
    // Nothing is open by default; each question is a level-3 heading inside its summary.
    await expect(faqSection(page).locator("details[open]")).toHaveCount(0);
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(faqs[0]!.question);
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(items(page).nth(0)).toHaveAttribute("open", "");
    await expect(faqSection(page).getByText(faqs[0]!.answer)).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items(page).nth(1)).toHaveAttribute("open", "");
    await expect(items(page).nth(0)).not.toHaveAttribute("open");
    await expect(faqSection(page).getByText(faqs[0]!.answer)).toBeHidden();
    await expect(faqSection(page).getByText(faqs[1]!.answer)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Enter");
    await expect(items(page).nth(1)).not.toHaveAttribute("open");
    await expect(faqSection(page).locator("details[open]")).toHaveCount(0);

    // Up from the first question wraps to the last.
    await first.focus();
    await page.keyboard.press("ArrowUp");
    await expect(questions(page).last()).toBeFocused();
  });

  test("an FAQ answer opens from a click before hydration, and its chevron turns", async ({
    page,
  }) => {
    // The disclosures are native HTML: they work in the prerendered page, before any script.
    await page.goto("/support", { waitUntil: "domcontentloaded" });
    const first = questions(page).nth(0);
    const chevron = first.locator("svg");
    await expect(chevron).toHaveCSS("rotate", "none");
    await first.click();
    await expect(faqSection(page).getByText(faqs[0]!.answer)).toBeVisible();
    await expect(chevron).toHaveCSS("rotate", "180deg");
    await first.click();
    await expect(faqSection(page).getByText(faqs[0]!.answer)).toBeHidden();
  });

  test("an incomplete ticket gives the Incomplete Form toast and keeps what was typed", async ({
    page,
  }) => {
    await gotoHydrated(page, "/support");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    for (const label of ["Name", "Email", "Subject", "Department", "Message"]) {
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    await expect(field(page, "Department").locator("option")).toHaveText([
      "Select a department",
      "Technical Support",
      "Billing Inquiries",
      "Sales Questions",
      "General Feedback",
    ]);

    await form(page).getByRole("button", { name: "Submit Ticket" }).click();
    await expect(toast(page, "Incomplete Form")).toContainText(
      "Please fill out all fields before submitting.",
    );

    // Toasts dismiss themselves after 5 s; once gone, the next submit must raise its own.
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });

    await field(page, "Name").fill("Sam Patel");
    await field(page, "Subject").fill("VPN drops");
    await form(page).getByRole("button", { name: "Submit Ticket" }).click();
    await expect(toasts(page).filter({ hasText: "Incomplete Form" })).toHaveCount(1);
    await expect(field(page, "Name")).toHaveValue("Sam Patel");
    await expect(field(page, "Subject")).toHaveValue("VPN drops");
    await expect(field(page, "Email")).toBeFocused();
    await expect(field(page, "Email")).toHaveAccessibleDescription("Enter your email address.");
  });

  test("a complete ticket is sent, thanks the visitor by name and resets", async ({ page }) => {
    // The request is held until the busy state has been seen, then goes to the real service.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/tickets", async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/support");
    await fillTicket(page);

    await field(page, "Subject").press("Enter");
    const submitting = form(page).getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    await expect(toast(page, "Ticket Submitted!")).toHaveCount(0);
    release();

    const done = toast(page, "Ticket Submitted!");
    await expect(done).toContainText("Thank you, Sam Patel.");
    await expect(done).toContainText("recorded");
    await expect(form(page).getByRole("button", { name: "Submit Ticket" })).toBeEnabled();
    for (const label of ["Name", "Email", "Subject", "Department", "Message"]) {
      await expect(field(page, label)).toHaveValue("");
    }
  });

  test("?topic=ai starts an AI ticket for technical support", async ({ page }) => {
    await gotoHydrated(page, "/support?topic=ai");
    await expect(field(page, "Department")).toHaveValue("technical_support");
    await expect(field(page, "Subject")).toHaveValue("AI platform question");
    await expect(field(page, "Message")).toHaveValue(/AI models or API/);
    await expect(form(page).getByText(/started an AI support ticket/)).toBeVisible();
    await expect(form(page).getByRole("heading", { name: "Submit a ticket" })).toBeInViewport();

    await gotoHydrated(page, "/support?topic=%3Cscript%3Ealert(1)%3C/script%3E");
    await expect(field(page, "Department")).toHaveValue("");
    await expect(field(page, "Subject")).toHaveValue("");
  });
});
