import type { Page } from "@playwright/test";
import * as arShop from "../../app/content/compiled/ar/marketplace";
import * as arPlans from "../../app/content/compiled/ar/plans";
import * as arProducts from "../../app/content/compiled/ar/products";
import * as frShop from "../../app/content/compiled/fr/marketplace";
import * as frPlans from "../../app/content/compiled/fr/plans";
import * as frProducts from "../../app/content/compiled/fr/products";
import * as enShop from "../../app/content/marketplace";
import * as enPlans from "../../app/content/plans";
import { products } from "../../app/content/products";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// The shop in French and Arabic: every route answers in the page's language, and the flows
// (filters, toasts, cart stepper, billing tabs) speak it too. Copy does not depend on the width,
// so these run at desktop width; the small-screen filter sheet is in i18n-shop.mobile.spec.ts.

const flow = products.find((product) => product.id === "automation-suite")!;
const crm = products.find((product) => product.id === "crm")!;

const locales = {
  fr: { shop: frShop, plans: frPlans, products: frProducts },
  ar: { shop: arShop, plans: arPlans, products: arProducts },
} as const;

const routes = (locale: keyof typeof locales) => {
  const { shop, plans } = locales[locale];
  return [
    {
      path: "/marketplace",
      h1: shop.marketplacePage.hero.title,
      title: shop.marketplacePage.meta.title,
      en: enShop.marketplacePage.hero.title,
    },
    { path: `/marketplace/${crm.id}`, h1: crm.name, title: crm.name, en: null },
    {
      path: "/cart",
      h1: shop.cartPage.hero.title,
      title: shop.cartPage.meta.title,
      en: enShop.cartPage.hero.title,
    },
    {
      path: "/pricing",
      h1: plans.pricingPage.hero.title,
      title: plans.pricingPage.meta.title,
      en: enPlans.pricingPage.hero.title,
    },
  ];
};

function storeCart(page: Page, lines: unknown[]) {
  return page.evaluate(
    (value) => localStorage.setItem("northpine-cart", value),
    JSON.stringify(lines),
  );
}

const cartLine = (quantity: number) => ({
  id: flow.id,
  name: flow.name,
  price: flow.price,
  quantity,
  imageSlug: flow.imageSlug,
  icon: flow.icon,
});

for (const locale of ["fr", "ar"] as const) {
  test.describe(`shop pages in ${locale}`, () => {
    for (const route of routes(locale)) {
      test(`${route.path} answers in ${locale}`, async ({ page }) => {
        const response = await page.goto(`/${locale}${route.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute(
          "lang",
          locale === "fr" ? "fr-CA" : "ar",
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
        if (route.en) expect(route.h1).not.toBe(route.en);
        await expect(page).toHaveTitle(new RegExp(`^${route.title}`));
      });
    }
  });
}

test.describe("marketplace in French", () => {
  const { shop, products: catalogue } = locales.fr;
  const copy = shop.marketplaceCopy;

  test("filters, counts in French plural forms, errors and the cleared toast", async ({ page }) => {
    await gotoHydrated(page, "/fr/marketplace");
    const status = page.getByRole("status").filter({ hasText: /trouvés?$/ });
    await expect(status).toHaveText("8 produits trouvés");

    const form = page.getByRole("form", { name: copy.filters.formLabel });
    const category = form.getByRole("combobox", { name: copy.filters.category });
    await category.selectOption({ label: catalogue.categoryLabels.Security });
    await expect(status).toHaveText("1 produit trouvé");
    await expect(page).toHaveURL(/category=Security/);
    // The card's badge names the category in French too.
    await expect(
      page.getByRole("region", { name: copy.productsHeading, exact: true }),
    ).toContainText(catalogue.categoryLabels.Security);

    await form.getByRole("button", { name: shop.marketplaceCopy.clearAll }).click();
    await expect(page.getByText(copy.clearedToast.title)).toBeVisible();
    await expect(page.getByText(copy.clearedToast.description)).toBeVisible();
    await expect(status).toHaveText("8 produits trouvés");

    // Accent-insensitive search over the French copy.
    const search = form.getByRole("searchbox", { name: copy.filters.search });
    await search.fill("sécurité");
    await expect(status).toHaveText("2 produits trouvés");
    await search.fill("SECURITE");
    await expect(status).toHaveText("2 produits trouvés");
    await search.fill("introuvable");
    await expect(page.getByRole("heading", { name: copy.emptyTitle })).toBeVisible();
    await expect(status).toHaveText("0 produit trouvé");
    await page.getByRole("main").getByRole("button", { name: copy.clearAll }).first().click();

    await expect(status).toHaveText("8 produits trouvés");
    await form
      .getByRole("combobox", { name: copy.filters.sortBy })
      .selectOption({ label: copy.filters.sortLabels.price_asc });
    await expect(
      page
        .getByRole("region", { name: copy.productsHeading, exact: true })
        .getByRole("listitem")
        .first(),
    ).toContainText("29\u00a0$");

    await form.getByRole("spinbutton", { name: copy.filters.minPrice }).fill("2000");
    await expect(form.getByText(copy.filters.minAboveMax)).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/fr/marketplace");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("marketplace in Arabic", () => {
  const { shop, products: catalogue } = locales.ar;
  const copy = shop.marketplaceCopy;

  test("filters with Arabic plural forms and Arabic labels", async ({ page }) => {
    await gotoHydrated(page, "/ar/marketplace");
    const status = page.locator("[role=status]").filter({ hasText: "تم العثور" });
    await expect(status).toHaveText("تم العثور على 8 منتجات");
    const form = page.getByRole("form", { name: copy.filters.formLabel });
    await form
      .getByRole("combobox", { name: copy.filters.category })
      .selectOption({ label: catalogue.categoryLabels.CRM });
    await expect(status).toHaveText("تم العثور على منتج واحد");
    await expect(
      page.getByRole("link", {
        name: `${copy.card.viewDetails}${copy.card.viewDetailsFor.replace("{name}", crm.name)}`,
      }),
    ).toHaveAttribute("href", `/ar/marketplace/${crm.id}`);
  });
});

test.describe("product and cart in French", () => {
  const { shop } = locales.fr;

  test("Add to Cart toasts in French, the cart steps and removes in French", async ({ page }) => {
    await gotoHydrated(page, `/fr/marketplace/${flow.id}`);
    await expect(
      page.getByRole("link", { name: shop.productPageCopy.backToMarketplace }),
    ).toHaveAttribute("href", "/fr/marketplace");
    await expect(
      page.getByRole("heading", { level: 2, name: shop.productPageCopy.overview.keyFeatures }),
    ).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("button", { name: shop.productPageCopy.addToCart })
      .click();
    await expect(page.getByText(shop.cartMessages.added)).toBeVisible();
    await expect(
      page.getByText(`${flow.name} est dans votre panier`, { exact: false }),
    ).toBeVisible();

    await gotoHydrated(page, "/fr/cart");
    await expect(
      page.getByRole("heading", { level: 2, name: shop.cartCopy.itemsHeading }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Augmenter la quantité de ${flow.name}` }).click();
    await expect(page.getByRole("spinbutton", { name: `Quantité de ${flow.name}` })).toHaveValue(
      "2",
    );
    await expect(page.getByTestId("cart-total")).toHaveText("998\u00a0$/mois");
    await expect(page.getByRole("link", { name: shop.cartCopy.requestQuote })).toHaveAttribute(
      "href",
      /^\/fr\/contact\?/,
    );
    await page.getByRole("button", { name: `Retirer ${flow.name} du panier` }).click();
    await expect(page.getByRole("heading", { name: shop.cartCopy.emptyTitle })).toBeFocused();
  });

  test("the quantity limit toast is in French", async ({ page }) => {
    await gotoHydrated(page, `/fr/marketplace/${flow.id}`);
    await storeCart(page, [cartLine(99)]);
    await page
      .getByRole("main")
      .getByRole("button", { name: shop.productPageCopy.addToCart })
      .click();
    await expect(page.getByText(shop.cartMessages.limit)).toBeVisible();
    await expect(
      page.getByText(`Vous avez déjà 99\u00a0× ${flow.name}`, { exact: false }),
    ).toBeVisible();
  });
});

test.describe("product and cart in Arabic", () => {
  const { shop } = locales.ar;

  test("Add to Cart toasts in Arabic and the cart speaks Arabic", async ({ page }) => {
    await gotoHydrated(page, `/ar/marketplace/${flow.id}`);
    await page
      .getByRole("main")
      .getByRole("button", { name: shop.productPageCopy.addToCart })
      .click();
    await expect(page.getByText(shop.cartMessages.added)).toBeVisible();
    await gotoHydrated(page, "/ar/cart");
    await page.getByRole("button", { name: `زيادة كمية ${flow.name}` }).click();
    await expect(page.getByRole("spinbutton", { name: `كمية ${flow.name}` })).toHaveValue("2");
    await expect(page.getByTestId("cart-total")).toHaveText("$998 شهريًا");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("pricing in French and Arabic", () => {
  test("billing tabs, French prices and the FAQ", async ({ page }) => {
    const { plans } = locales.fr;
    await gotoHydrated(page, "/fr/pricing");
    const section = page.getByRole("region", { name: plans.pricingPage.standard.title });
    const monthly = section.getByRole("tab", { name: plans.billingTabs[0]!.label });
    await monthly.click();
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("tabpanel")).toContainText("99\u00a0$");
    await expect(
      section.getByRole("tabpanel").getByText(plans.planCardCopy.mostPopular),
    ).toHaveCount(1);
    await expect(page.getByText(plans.pricingPage.faqs[0]!.question)).toBeVisible();
  });

  test("billing tabs in Arabic", async ({ page }) => {
    const { plans } = locales.ar;
    await gotoHydrated(page, "/ar/pricing");
    const section = page.getByRole("region", { name: plans.pricingPage.standard.title });
    const monthly = section.getByRole("tab", { name: plans.billingTabs[0]!.label });
    await monthly.click();
    await expect(monthly).toHaveAttribute("aria-selected", "true");
    await expect(
      section
        .getByRole("tabpanel")
        .getByRole("list", {
          name: plans.planCardCopy.includes.replace("{name}", "Growth Catalyst"),
        }),
    ).toBeVisible();
  });
});
