import { expect, gotoHydrated, test } from "./fixtures";

test.describe("Managed Services & DevOps", () => {
  test("shows four MSP cards, four DevOps cards and six reasons to partner", async ({ page }) => {
    await gotoHydrated(page, "/services/msp-devops");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Managed Services & DevOps" }),
    ).toBeVisible();
    await expect(
      main.getByRole("region", { name: "Managed IT services" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(
      main.getByRole("region", { name: "DevOps engineering" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(
      main.getByRole("region", { name: /^Why partner with / }).getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
  });

  test("every Schedule a Consultation link goes to /contact", async ({ page }) => {
    await gotoHydrated(page, "/services/msp-devops");
    const links = page.getByRole("main").getByRole("link", { name: "Schedule a Consultation" });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact");
    await links.first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("Cloud hosting", () => {
  test("is a real page with features, migration steps and a call to action to /contact", async ({
    page,
  }) => {
    await gotoHydrated(page, "/services/cloud-hosting");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Managed Canadian cloud hosting",
    );
    await expect(
      main.getByRole("region", { name: "What is included" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
    await expect(
      main.getByRole("region", { name: "How a migration works" }).getByRole("listitem"),
    ).toHaveCount(4);
    for (const link of await main.getByRole("link", { name: "Plan Your Migration" }).all()) {
      await expect(link).toHaveAttribute("href", "/contact");
    }
  });
});
