import { productImageSrc, products } from "../../app/content/products";
import { expect, gotoHydrated, test } from "./fixtures";

const formatPrice = (price: number) => `$${price.toLocaleString("en-US")}`;

test.describe("product pages", () => {
  for (const product of products) {
    test(`${product.id} shows everything the spec lists`, async ({ page }) => {
      await gotoHydrated(page, `/marketplace/${product.id}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.name);
      await expect(main.getByRole("img", { name: product.imageAlt })).toHaveAttribute(
        "src",
        productImageSrc(product.imageSlug),
      );
      await expect(main.getByText(product.category, { exact: true }).first()).toBeVisible();
      await expect(
        main.getByText(`Rated ${product.rating.toFixed(1)} out of 5`).first(),
      ).toBeAttached();
      await expect(main.getByText(product.longDescription)).toBeVisible();
      await expect(main.getByRole("heading", { name: "Key Features" })).toBeVisible();
      for (const feature of product.features)
        await expect(main.getByText(feature, { exact: true })).toBeVisible();
      const tags = main.getByRole("list", { name: "Tags" });
      await expect(tags.getByRole("listitem")).toHaveText(product.tags);
      await expect(main.getByText(formatPrice(product.price), { exact: true })).toBeVisible();
      await expect(main.getByText("/month")).toBeVisible();
      await expect(main.getByRole("button", { name: "Add to Cart" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
        "href",
        `/contact?demo=true&product=${encodeURIComponent(product.name)}`,
      );
      await expect(main.getByRole("link", { name: "Back to Marketplace" })).toHaveAttribute(
        "href",
        "/marketplace",
      );
    });
  }

  test("Request a Demo and Back to Marketplace navigate", async ({ page }) => {
    const product = products[0]!;
    await gotoHydrated(page, `/marketplace/${product.id}`);
    await page.getByRole("link", { name: "Request a Demo" }).click();
    await expect(page).toHaveURL(`/contact?demo=true&product=${encodeURIComponent(product.name)}`);
    await gotoHydrated(page, `/marketplace/${product.id}`);
    await page.getByRole("link", { name: "Back to Marketplace" }).click();
    await expect(page).toHaveURL("/marketplace");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software Marketplace");
  });

  test("Back to Marketplace returns to the filtered list the visitor came from", async ({
    page,
  }) => {
    await gotoHydrated(page, "/marketplace?category=Security&view=list");
    const security = products.find((product) => product.category === "Security")!;
    await page.getByRole("link", { name: security.name, exact: true }).click();
    await expect(page).toHaveURL(`/marketplace/${security.id}`);
    const back = page.getByRole("link", { name: "Back to Marketplace" });
    await expect(back).toHaveAttribute("href", "/marketplace?category=Security&view=list");
    await back.click();
    await expect(page.getByRole("status").filter({ hasText: /found$/ })).toHaveText(
      "1 product found",
    );
  });

  test("an unknown product goes back to the list and replaces the history entry", async ({
    page,
  }) => {
    await gotoHydrated(page, "/cart");
    await page.goto("/marketplace/does-not-exist");
    await expect(page).toHaveURL("/marketplace");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software Marketplace");
    await page.goBack();
    await expect(page).toHaveURL("/cart");
  });
});
