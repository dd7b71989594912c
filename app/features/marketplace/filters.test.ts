import { describe, expect, it } from "vitest";
import { marketplaceCopy } from "~/content/marketplace";
import * as arabic from "~/content/compiled/ar/marketplace";
import * as fr from "~/content/compiled/fr/marketplace";
import { products } from "~/content/products";
import {
  applyFilters,
  defaultFilters,
  filterProducts,
  isDefaultFilters,
  matchesSearch,
  resultCountText,
  nameOrderComparator,
  sortProducts,
} from "./filters";
import type { FilterableProduct, MarketplaceFilters } from "./filters";

const item = (overrides: Partial<FilterableProduct> & { name: string }): FilterableProduct => ({
  shortDescription: "",
  tags: [],
  category: "Misc",
  price: 10,
  rating: 4.5,
  ...overrides,
});

const alpha = item({ name: "Alpha Backup", shortDescription: "Nightly copies of your files", tags: ["Storage"], category: "Cloud", price: 29, rating: 4.3 });
const bravo = item({ name: "Bravo Shield", shortDescription: "Stops ransomware", tags: ["Endpoint", "EDR"], category: "Security", price: 79, rating: 4.7 });
const charlie = item({ name: "Charlie Charts", shortDescription: "Dashboards for finance", tags: ["Reporting"], category: "Analytics", price: 1299, rating: 4.6 });
const delta = item({ name: "Delta Desk", shortDescription: "Helpdesk tickets", tags: ["Support"], category: "Security", price: 79, rating: 4.7 });
const catalogue = [alpha, bravo, charlie, delta];

const withFilters = (patch: Partial<MarketplaceFilters>): MarketplaceFilters => ({ ...defaultFilters, ...patch });

describe("matchesSearch", () => {
  it("matches everything for an empty or blank search", () => {
    expect(matchesSearch(alpha, "")).toBe(true);
    expect(matchesSearch(alpha, "   ")).toBe(true);
  });

  it("matches the name, the short description or any tag, ignoring case", () => {
    expect(matchesSearch(alpha, "ALPHA")).toBe(true);
    expect(matchesSearch(alpha, "nightly COPIES")).toBe(true);
    expect(matchesSearch(bravo, "edr")).toBe(true);
    expect(matchesSearch(bravo, "endpoint")).toBe(true);
  });

  it("matches the category and buyer keywords, ignoring case and surrounding spaces", () => {
    expect(matchesSearch(charlie, "analytics")).toBe(true);
    expect(matchesSearch(charlie, "ANALYTICS")).toBe(true);
    expect(matchesSearch(charlie, "  charts  ")).toBe(true);
    expect(matchesSearch(item({ name: "Echo", keywords: ["CRM"] }), "crm")).toBe(true);
    expect(matchesSearch(bravo, "analytics")).toBe(false);
  });

  it("matches a several-word search when every word is found somewhere", () => {
    expect(matchesSearch(bravo, "ransomware edr")).toBe(true);
    expect(matchesSearch(bravo, "ransomware dashboards")).toBe(false);
  });

  it("treats hostile input as plain text", () => {
    expect(matchesSearch(alpha, "<img src=x onerror=alert(1)>")).toBe(false);
    expect(matchesSearch(alpha, ".*")).toBe(false);
    expect(matchesSearch(alpha, "x".repeat(10_000))).toBe(false);
  });
});

describe("filterProducts", () => {
  it("returns every product with the default filters", () => {
    expect(filterProducts(catalogue, defaultFilters)).toEqual(catalogue);
  });

  it("filters by category, with all meaning no category filter", () => {
    expect(filterProducts(catalogue, withFilters({ category: "Security" }))).toEqual([bravo, delta]);
    expect(filterProducts(catalogue, withFilters({ category: "all" }))).toHaveLength(4);
  });

  it("includes both price bounds", () => {
    expect(filterProducts(catalogue, withFilters({ price: { min: 29, max: 79 } }))).toEqual([alpha, bravo, delta]);
  });

  it("with equal bounds keeps only that exact price", () => {
    expect(filterProducts(catalogue, withFilters({ price: { min: 79, max: 79 } }))).toEqual([bravo, delta]);
  });

  it("combines search, category and price", () => {
    const filters = withFilters({ search: "ransomware", category: "Security", price: { min: 0, max: 100 } });
    expect(filterProducts(catalogue, filters)).toEqual([bravo]);
  });

  it("returns an empty list when everything is filtered out", () => {
    expect(filterProducts(catalogue, withFilters({ search: "no such thing" }))).toEqual([]);
    expect(filterProducts(catalogue, withFilters({ category: "Education" }))).toEqual([]);
    expect(filterProducts(catalogue, withFilters({ price: { min: 0, max: 0 } }))).toEqual([]);
  });

  it("handles an empty catalogue", () => {
    expect(filterProducts([], defaultFilters)).toEqual([]);
  });
});

describe("sortProducts", () => {
  const names = (list: FilterableProduct[]) => list.map((product) => product.name);

  it("sorts by rating, highest first, breaking ties by name", () => {
    expect(names(sortProducts(catalogue, "rating_desc"))).toEqual([
      "Bravo Shield",
      "Delta Desk",
      "Charlie Charts",
      "Alpha Backup",
    ]);
  });

  it("sorts by price both ways, breaking ties by name", () => {
    expect(names(sortProducts(catalogue, "price_asc"))).toEqual([
      "Alpha Backup",
      "Bravo Shield",
      "Delta Desk",
      "Charlie Charts",
    ]);
    expect(names(sortProducts(catalogue, "price_desc"))).toEqual([
      "Charlie Charts",
      "Bravo Shield",
      "Delta Desk",
      "Alpha Backup",
    ]);
  });

  it("sorts by name A to Z", () => {
    expect(names(sortProducts([delta, charlie, alpha, bravo], "name_asc"))).toEqual([
      "Alpha Backup",
      "Bravo Shield",
      "Charlie Charts",
      "Delta Desk",
    ]);
  });

  it("leaves the input untouched", () => {
    const input = [delta, alpha];
    sortProducts(input, "name_asc");
    expect(input).toEqual([delta, alpha]);
  });
});

describe("the real catalogue", () => {
  it("shows all eight products by default, best rated first", () => {
    const result = applyFilters(products, defaultFilters);
    expect(result).toHaveLength(8);
    const ratings = result.map((product) => product.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("the default price range excludes nothing and a 0 to 100 range keeps the four cheapest", () => {
    const cheap = applyFilters(products, withFilters({ price: { min: 0, max: 100 }, sort: "price_asc" }));
    expect(cheap.map((product) => product.price)).toEqual([29, 49, 79, 99]);
  });

  it("finds a product by a tag", () => {
    expect(applyFilters(products, withFilters({ search: "ransomware" })).map((product) => product.id)).toEqual([
      "endpoint-protection",
    ]);
  });
});

describe("helpers", () => {
  it("tells default filters apart", () => {
    expect(isDefaultFilters(defaultFilters)).toBe(true);
    expect(isDefaultFilters(withFilters({ sort: "name_asc" }))).toBe(false);
    expect(isDefaultFilters(withFilters({ price: { min: 0, max: 1499 } }))).toBe(false);
  });

  it("words the count line", () => {
    const forms = marketplaceCopy.resultCount;
    expect(resultCountText(8, forms)).toBe("8 products found");
    expect(resultCountText(1, forms)).toBe("1 product found");
    expect(resultCountText(0, forms)).toBe("0 products found");
  });

  it("words the count line in French and Arabic with their plural rules", () => {
    expect(resultCountText(1, fr.marketplaceCopy.resultCount, "fr")).toBe("1 produit trouvé");
    expect(resultCountText(8, fr.marketplaceCopy.resultCount, "fr")).toBe("8 produits trouvés");
    expect(resultCountText(0, fr.marketplaceCopy.resultCount, "fr")).toBe("0 produit trouvé");
    const ar = arabic.marketplaceCopy.resultCount;
    expect(resultCountText(0, ar, "ar")).toBe("لم يُعثر على أي منتج");
    expect(resultCountText(2, ar, "ar")).toBe("تم العثور على منتجين");
    expect(resultCountText(8, ar, "ar")).toBe("تم العثور على 8 منتجات");
  });
});

describe("search and sort in other languages", () => {
  const items = [
    item({ name: "Émeraude", categoryLabel: "Sécurité" }),
    item({ name: "Zèbre" }),
    item({ name: "Ecu" }),
  ];

  it("ignores accents and case, and searches the translated category", () => {
    expect(matchesSearch(items[0]!, "emeraude")).toBe(true);
    expect(matchesSearch(items[0]!, "SECURITE")).toBe(true);
    expect(matchesSearch(items[1]!, "securite")).toBe(false);
  });

  it("sorts names in the order the loader collated them", () => {
    const names = nameOrderComparator(["Ecu", "Émeraude", "Zèbre"]);
    expect(sortProducts(items, "name_asc", names).map((item) => item.name)).toEqual(["Ecu", "Émeraude", "Zèbre"]);
    expect(nameOrderComparator(["B"])("A", "B")).toBe(1);
    expect(nameOrderComparator([])("b", "a")).toBe(1);
  });
});
