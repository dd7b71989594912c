import { expect, gotoHydrated, test } from "./fixtures";

const subPages = [
  {
    title: "Frontend Development",
    path: "/expertise/frontend-development",
    cta: "/contact?subject=Frontend+Development+Inquiry",
  },
  {
    title: "Backend Development",
    path: "/expertise/backend-development",
    cta: "/contact?subject=Backend+Development+Inquiry",
  },
  {
    title: "Full-Stack Solutions",
    path: "/expertise/full-stack-solutions",
    cta: "/contact?subject=Full-Stack+Solution+Inquiry",
  },
  {
    title: "DevSecOps Excellence",
    path: "/expertise/devsecops-excellence",
    cta: "/contact?subject=DevSecOps+Inquiry",
  },
];

test.describe("expertise", () => {
  test("the overview has four cards linking to the sub-pages and a project call to action", async ({
    page,
  }) => {
    await gotoHydrated(page, "/expertise");
    const main = page.getByRole("main");
    const cards = main.getByRole("region", { name: "Engineering disciplines" });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      subPages.map((sub) => sub.title),
    );
    for (const sub of subPages) {
      await expect(
        cards.getByRole("link", { name: new RegExp(`^Explore\\W+${sub.title}$`) }),
      ).toHaveAttribute("href", sub.path);
    }
    await expect(main.getByRole("link", { name: "Start a Project" })).toHaveAttribute(
      "href",
      "/contact?subject=Project+Inquiry",
    );
  });

  test("a card opens its sub-page", async ({ page }) => {
    await gotoHydrated(page, "/expertise");
    await page.getByRole("link", { name: /^Explore\W+DevSecOps Excellence$/ }).click();
    await expect(page).toHaveURL(/\/expertise\/devsecops-excellence$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DevSecOps Excellence");
  });

  for (const sub of subPages) {
    test(`${sub.path} has intro with image, lists and its subject call to action`, async ({
      page,
    }) => {
      await gotoHydrated(page, sub.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(sub.title);
      const overview = main.locator("#overview");
      await expect(overview.getByRole("paragraph").first()).toBeVisible();
      const image = overview.getByRole("img");
      await expect(image).toHaveAttribute("alt", /\w{4,}/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(main.locator("#technologies").getByRole("listitem").first()).toBeVisible();
      expect(await main.locator("#technologies").getByRole("listitem").count()).toBeGreaterThan(8);
      expect(
        await main.locator("#services").getByRole("heading", { level: 3 }).count(),
      ).toBeGreaterThanOrEqual(3);
      const ctas = main.getByRole("link", { name: /^Discuss / });
      await expect(ctas).toHaveCount(1);
      await expect(ctas).toHaveAttribute("href", sub.cta);
    });
  }
});
