import { expect, gotoHydrated, test } from "./fixtures";

const pages = [
  {
    path: "/products/enterprise-solution",
    list: "Key features",
    count: 6,
    ctas: [
      ["Request a Demo", "/contact?demo=true&product=enterprise-solution"],
      ["Contact Sales", "/contact"],
    ],
  },
  {
    path: "/products/business-intelligence",
    list: "Highlights",
    count: 6,
    ctas: [
      ["Request a Demo", "/contact?demo=true&product=business-intelligence"],
      ["View Pricing Plans", "/pricing"],
    ],
  },
  {
    path: "/products/security-suite",
    list: "Capabilities",
    count: 6,
    ctas: [
      ["Request Security Assessment", "/contact?assessment=true&product=security-suite"],
      ["Speak to an Expert", "/contact"],
    ],
  },
  {
    path: "/products/ai-automation",
    list: "Our AI offerings",
    count: 4,
    ctas: [
      ["Get Your AI Strategy Call", "/contact?service=ai-automation"],
      ["View AI Pricing Options", "/pricing#ai-automation"],
    ],
  },
] as const;

test.describe("product pages", () => {
  for (const product of pages) {
    test(`${product.path} lists ${product.count} items and links its calls to action exactly`, async ({
      page,
    }) => {
      await gotoHydrated(page, product.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      const list = main.getByRole("region", { name: product.list });
      await expect(list.getByRole("heading", { level: 3 })).toHaveCount(product.count);
      for (const [name, href] of product.ctas) {
        const links = main.getByRole("link", { name, exact: true });
        expect(await links.count(), name).toBeGreaterThan(0);
        for (const link of await links.all()) await expect(link).toHaveAttribute("href", href);
      }
      await expect(main.getByRole("img").first()).toHaveAttribute("alt", /\w{4,}/);
    });
  }

  test("the AI page names its four offerings", async ({ page }) => {
    await gotoHydrated(page, "/products/ai-automation");
    await expect(
      page.getByRole("region", { name: "Our AI offerings" }).getByRole("heading", { level: 3 }),
    ).toHaveText([
      "AI Chat Services",
      "AI Support Automation",
      "Custom AI Solutions",
      "Data Insights and Automation",
    ]);
  });

  test("View AI Pricing Options lands on the AI section of the pricing page", async ({ page }) => {
    await gotoHydrated(page, "/products/ai-automation");
    await page.getByRole("main").getByRole("link", { name: "View AI Pricing Options" }).click();
    await expect(page).toHaveURL(/\/pricing#ai-automation$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "AI automation pricing" }),
    ).toBeInViewport();
  });
});
