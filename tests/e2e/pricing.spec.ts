import { expect, gotoHydrated, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

const standard = (page: Page) => page.getByRole("region", { name: "Managed IT plans" });
const ai = (page: Page) => page.getByRole("region", { name: "AI automation pricing" });

async function expectPlanLinks(scope: Locator, expected: Array<[string, string]>) {
  for (const [name, href] of expected) {
    await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
}

const annualLinks: Array<[string, string]> = [
  ["Start Growing", "/contact?plan=growth-annual"],
  ["Accelerate Now", "/contact?plan=innovation-annual"],
  ["Contact Sales", "/contact?plan=enterprise-annual"],
];
const monthlyLinks: Array<[string, string]> = [
  ["Start Growing", "/contact?plan=growth-monthly"],
  ["Accelerate Now", "/contact?plan=innovation-monthly"],
  ["Contact Sales", "/contact?plan=enterprise"],
];

test.describe("pricing", () => {
  test("standard plans open on annual billing with the annual prices and links", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const section = standard(page);
    const annualTab = section.getByRole("tab", { name: "Annual Billing (Save up to 20%)" });
    await expect(annualTab).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("tab", { name: "Monthly Billing" })).toHaveAttribute(
      "aria-selected",
      "false",
    );

    const panel = section.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Growth Catalyst",
      "Innovation Accelerator",
      "Enterprise Vanguard",
    ]);
    await expect(panel).toContainText("$79");
    await expect(panel).toContainText("$199");
    await expect(panel).toContainText("Custom");
    await expect(panel.getByText("Save 20%")).toHaveCount(2);
    await expect(panel.getByText("Most Popular")).toHaveCount(1);
    await expectPlanLinks(section, annualLinks);
  });

  test("billing tabs switch by click and by arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const section = standard(page);
    await section.getByRole("tab", { name: "Monthly Billing" }).click();
    await expect(section.getByRole("tab", { name: "Monthly Billing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(section.getByRole("tabpanel")).toContainText("$99");
    await expect(section.getByRole("tabpanel")).toContainText("$249");
    await expect(section.getByRole("tabpanel").getByText("Save 20%")).toHaveCount(0);
    await expectPlanLinks(section, monthlyLinks);

    // Keyboard: the selected tab takes focus, arrows move between tabs and activate them.
    await section.getByRole("tab", { name: "Monthly Billing" }).focus();
    await page.keyboard.press("ArrowRight");
    const annualTab = section.getByRole("tab", { name: "Annual Billing (Save up to 20%)" });
    await expect(annualTab).toBeFocused();
    await expect(annualTab).toHaveAttribute("aria-selected", "true");
    await expectPlanLinks(section, annualLinks);

    await page.keyboard.press("ArrowLeft");
    await expect(section.getByRole("tab", { name: "Monthly Billing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectPlanLinks(section, monthlyLinks);
  });

  test("AI plans open on Project / Retainer and switch to Annual Partnership by keyboard", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const section = ai(page);
    await expect(section).toHaveAttribute("id", "ai-automation");
    const projectTab = section.getByRole("tab", { name: "Project / Retainer" });
    await expect(projectTab).toHaveAttribute("aria-selected", "true");
    const panel = section.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText("AI Automation Suite");
    await expect(panel).toContainText("$2K–$30K+");
    await expectPlanLinks(section, [
      ["Book an AI Strategy Call", "/contact?service=ai-automation&plan=suite-monthly"],
    ]);

    await projectTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(section.getByRole("tab", { name: "Annual Partnership" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(section.getByRole("tabpanel")).toContainText("Custom Annual Retainer");
    await expect(section.getByRole("tabpanel")).toContainText("Est. $24K–$360K+ Value");
    await expectPlanLinks(section, [
      ["Discuss an Annual Partnership", "/contact?service=ai-automation&plan=suite-annual"],
    ]);
    await expect(section.getByRole("link", { name: "Book an AI Strategy Call" })).toHaveCount(0);
  });

  test("the two tab groups are independent", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await standard(page).getByRole("tab", { name: "Monthly Billing" }).click();
    await expect(ai(page).getByRole("tab", { name: "Project / Retainer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await ai(page).getByRole("tab", { name: "Annual Partnership" }).click();
    await expect(standard(page).getByRole("tab", { name: "Monthly Billing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("the ai-automation anchor scrolls to the AI section", async ({ page }) => {
    await gotoHydrated(page, "/pricing#ai-automation");
    await expect(
      page.getByRole("heading", { level: 2, name: "AI automation pricing" }),
    ).toBeInViewport();
  });

  test("Speak to a Specialist links to /contact", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Speak to a Specialist" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("a plan button takes the visitor to the contact page with its plan", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await standard(page).getByRole("link", { name: "Accelerate Now" }).click();
    await expect(page).toHaveURL(/\/contact\?plan=innovation-annual$/);
  });

  test("the flash sale and the annual saving are explained together", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(
      standard(page).getByRole("heading", { name: "Flash sale: 25% off your first year" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText("the two discounts do not stack");
  });
});

test.describe("pricing layout", () => {
  const box = async (locator: Locator) => (await locator.boundingBox())!;

  test(
    "every plan card ends with its action; in the row of plans, feature lists and actions line up",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, "/pricing");
      const wide = page.viewportSize()!.width >= 1024;
      for (const tab of ["Monthly Billing", "Annual Billing (Save up to 20%)"]) {
        await standard(page).getByRole("tab", { name: tab }).click();
        const cards = standard(page)
          .getByRole("tabpanel")
          .getByRole("listitem")
          .filter({
            has: page.getByRole("heading", { level: 3 }),
          });
        await expect(cards).toHaveCount(3);
        const rows = [];
        for (const card of await cards.all()) {
          const action = card.getByRole("link");
          const cardBox = await box(card);
          const actionBox = await box(action);
          // The action is the card's last element, at its bottom edge (inside padding and border).
          expect(cardBox.y + cardBox.height - (actionBox.y + actionBox.height)).toBeLessThanOrEqual(
            34,
          );
          rows.push({
            card: cardBox,
            action: actionBox,
            features: await box(card.getByRole("list")),
          });
        }
        if (wide) {
          for (const key of ["card", "action", "features"] as const) {
            const tops = rows.map((row) => Math.round(row[key].y));
            expect(new Set(tops).size, `${tab}: ${key} tops ${tops.join(", ")}`).toBe(1);
          }
          const bottoms = rows.map((row) => Math.round(row.card.y + row.card.height));
          expect(new Set(bottoms).size, `${tab}: card bottoms`).toBe(1);
        }
      }
    },
  );

  test("the AI plan card is as wide as the plan grid, and its price uses an en dash", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const grid = await box(standard(page).getByRole("tabpanel").getByRole("list").first());
    const aiCard = ai(page).getByRole("tabpanel").getByRole("listitem").first();
    const aiBox = await box(aiCard);
    expect(Math.round(aiBox.x)).toBe(Math.round(grid.x));
    expect(Math.round(aiBox.width)).toBe(Math.round(grid.width));
    await expect(aiCard).toContainText("$2K–$30K+");
    await expect(aiCard).not.toContainText(/K - \$/);
  });

  test(
    "each billing toggle is one row of two equal segments",
    { tag: "@phone" },
    async ({ page }) => {
      await gotoHydrated(page, "/pricing");
      for (const section of [standard(page), ai(page)]) {
        const [first, second] = await section.getByRole("tab").all();
        const a = await box(first!);
        const b = await box(second!);
        expect(Math.round(a.y)).toBe(Math.round(b.y));
        expect(Math.round(a.height)).toBe(Math.round(b.height));
        expect(Math.abs(a.width - b.width)).toBeLessThan(1);
        expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      }
    },
  );
});
