import { products } from "../../app/content/products";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("marketplace on a small screen", () => {
  test("the filters collapse into a sheet opened by a Filters button", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    const trigger = page.getByRole("button", { name: /^Filters/ });
    await expect(trigger).toHaveAccessibleName("Filters");

    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("combobox", { name: "Category" }).selectOption("Cloud Services");
    // The list behind updates as the visitor chooses.
    await sheet.getByRole("button", { name: "Show 1 product" }).click();
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAccessibleName("Filters 1 active");
    const cloud = products.find((product) => product.category === "Cloud Services")!;
    await expect(
      page
        .getByRole("region", { name: "Products", exact: true })
        .getByRole("heading", { level: 3 }),
    ).toHaveText([cloud.name]);
  });

  test("the sheet works by keyboard and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    const trigger = page.getByRole("button", { name: /^Filters/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    const search = sheet.getByRole("searchbox", { name: "Search" });
    await search.focus();
    await page.keyboard.type("backup");
    await expect(sheet.getByRole("button", { name: /^Show/ })).toHaveText("Show 1 product");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/q=backup/);
  });

  test("grid cards stack in one column", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    const lefts = await page
      .getByRole("region", { name: "Products", exact: true })
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});
