import * as frShop from "../../app/content/compiled/fr/marketplace";
import * as frProducts from "../../app/content/compiled/fr/products";
import { expect, gotoHydrated, test } from "./fixtures";

// The filter sheet only opens on small screens; the rest of the shop in French and Arabic is in
// i18n-shop.desktop.spec.ts.
const locales = { fr: { shop: frShop, products: frProducts } } as const;

test.describe("the filter sheet in French on a phone", () => {
  const { shop, products: catalogue } = locales.fr;
  const copy = shop.marketplaceCopy;

  test("opens as « Filtres », filters and shows the French count", async ({ page }) => {
    await gotoHydrated(page, "/fr/marketplace");
    await page.getByRole("button", { name: new RegExp(`^${copy.filtersButton}`) }).click();
    const sheet = page.getByRole("dialog", { name: copy.sheet.title });
    await expect(sheet).toBeVisible();
    await sheet
      .getByRole("combobox", { name: copy.filters.category })
      .selectOption({ label: catalogue.categoryLabels.Education });
    await sheet.getByRole("button", { name: "Afficher 1 produit" }).click();
    await expect(sheet).toBeHidden();
    await expect(
      page.getByRole("button", { name: `${copy.filtersButton} 1${copy.activeSuffix}` }),
    ).toBeVisible();
  });
});
