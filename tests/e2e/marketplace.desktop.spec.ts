import { productCategories } from "../../app/content/products";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("marketplace on a wide screen", () => {
  test("the filter sidebar is always visible", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
  });

  test("filters by keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/marketplace");
    const form = page.getByRole("form", { name: "Product filters" });
    await form.getByRole("searchbox", { name: "Search" }).focus();
    await page.keyboard.type("ai");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("combobox", { name: "Category" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("combobox", { name: "Category" })).toHaveValue(
      productCategories[0],
    );
    await page.keyboard.press("Tab");
    await expect(form.getByRole("spinbutton", { name: "Minimum price" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("combobox", { name: "Sort by" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Clear All Filters" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "List view" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("status").filter({ hasText: /found$/ })).toHaveText(
      "1 product found",
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/marketplace\/automation-suite/);
  });
});
