import { expect, gotoHydrated, test } from "./fixtures";

const pages = [
  {
    path: "/solutions/tech",
    title: "Tech Innovators",
    cta: "Talk to an Engineer",
    cards: "How we help product teams",
  },
  {
    path: "/solutions/finance",
    title: "Financial Services",
    cta: "Book a Compliance Review",
    cards: "Built for regulated firms",
  },
];

test.describe("industry solutions", () => {
  for (const solution of pages) {
    test(`${solution.path} has a hero, cards and a call to action to /contact`, async ({
      page,
    }) => {
      await gotoHydrated(page, solution.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(solution.title);
      await expect(
        main.getByRole("region", { name: solution.cards }).getByRole("heading", { level: 3 }),
      ).toHaveCount(4);
      const links = main.getByRole("link", { name: solution.cta });
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact");
    });
  }

  test("tech page cards lead to the related services", async ({ page }) => {
    await gotoHydrated(page, "/solutions/tech");
    await page.getByRole("link", { name: /Cloud hosting/ }).click();
    await expect(page).toHaveURL(/\/services\/cloud-hosting$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Managed Canadian cloud hosting",
    );
  });
});
