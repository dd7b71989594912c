/**
 * Marketplace filtering and sorting: pure functions over whatever product list the route passes,
 * so the rules can be tested without rendering and without the real catalogue.
 */
import { pluralText } from "~/lib/fill-template";
import type { PluralForms } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";

export const sortOptions = [
  { value: "rating_desc", label: "Highest rated" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "name_asc", label: "Name: A to Z" },
] as const;

export type SortOption = (typeof sortOptions)[number]["value"];

export const defaultPriceRange = { min: 0, max: 1500 } as const;

export type PriceRange = { min: number; max: number };

export type MarketplaceFilters = {
  search: string;
  /** "all" or one of the catalogue's categories. */
  category: string;
  price: PriceRange;
  sort: SortOption;
};

export const defaultFilters: MarketplaceFilters = {
  search: "",
  category: "all",
  price: { ...defaultPriceRange },
  sort: "rating_desc",
};

/** The fields the rules read; the catalogue's products have more. */
export type FilterableProduct = {
  name: string;
  shortDescription: string;
  tags: readonly string[];
  /** Buyer words beyond the name and copy (e.g. "CRM", "antivirus"); optional for test fixtures. */
  keywords?: readonly string[];
  category: string;
  /** The category as the page's language names it, searched too ("sécurité"). */
  categoryLabel?: string;
  price: number;
  rating: number;
};

export function isSortOption(value: string): value is SortOption {
  return sortOptions.some((option) => option.value === value);
}

/**
 * Case-insensitive match on the name, short description, tags, category and buyer keywords; blank
 * matches all. The spec's substring rule, widened so a buyer finds a product by what it is ("crm",
 * "antivirus"): the whole text matches as a substring of one field, or every word of it matches
 * somewhere ("crm pipeline").
 */
export function matchesSearch(product: FilterableProduct, search: string): boolean {
  const needle = foldForSearch(search.trim());
  if (!needle) return true;
  const fields = [
    product.name,
    product.shortDescription,
    ...product.tags,
    product.category,
    ...(product.categoryLabel ? [product.categoryLabel] : []),
    ...(product.keywords ?? []),
  ].map(foldForSearch);
  if (fields.some((text) => text.includes(needle))) return true;
  const words = needle.split(/\s+/);
  return words.length > 1 && words.every((word) => fields.some((text) => text.includes(word)));
}

export function filterProducts<T extends FilterableProduct>(items: readonly T[], filters: MarketplaceFilters): T[] {
  return items.filter(
    (product) =>
      matchesSearch(product, filters.search) &&
      (filters.category === "all" || product.category === filters.category) &&
      product.price >= filters.price.min &&
      product.price <= filters.price.max,
  );
}

/**
 * Case and accents do not matter when searching: "securite" finds "Sécurité", and Arabic short
 * vowel marks are ignored the same way.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export type NameComparator = (a: string, b: string) => number;

const englishNames: NameComparator = (a, b) => a.localeCompare(b, "en");

/**
 * Names in the page's collation without building a collator in the browser: the loader sorts the
 * names once at build time (Intl.Collator of the page's language) and hands over that order.
 * Names it did not see sort after the known ones, in English order.
 */
export function nameOrderComparator(order: readonly string[]): NameComparator {
  const rank = new Map(order.map((name, index) => [name, index]));
  return (a, b) => {
    const left = rank.get(a) ?? Number.POSITIVE_INFINITY;
    const right = rank.get(b) ?? Number.POSITIVE_INFINITY;
    if (left !== right) return left < right ? -1 : 1;
    return left === Number.POSITIVE_INFINITY ? englishNames(a, b) : 0;
  };
}

function comparator(sort: SortOption, names: NameComparator) {
  const byName = (a: FilterableProduct, b: FilterableProduct) => names(a.name, b.name);
  const comparators: Record<SortOption, (a: FilterableProduct, b: FilterableProduct) => number> = {
    // Ties fall back to the name so the order never depends on the catalogue's order.
    rating_desc: (a, b) => b.rating - a.rating || byName(a, b),
    price_asc: (a, b) => a.price - b.price || byName(a, b),
    price_desc: (a, b) => b.price - a.price || byName(a, b),
    name_asc: byName,
  };
  return comparators[sort];
}

/** Returns a sorted copy; the input is left as it was. */
export function sortProducts<T extends FilterableProduct>(
  items: readonly T[],
  sort: SortOption,
  names: NameComparator = englishNames,
): T[] {
  return [...items].sort(comparator(sort, names));
}

export function applyFilters<T extends FilterableProduct>(
  items: readonly T[],
  filters: MarketplaceFilters,
  names: NameComparator = englishNames,
): T[] {
  return sortProducts(filterProducts(items, filters), filters.sort, names);
}

export function isDefaultFilters(filters: MarketplaceFilters): boolean {
  return (
    filters.search === defaultFilters.search &&
    filters.category === defaultFilters.category &&
    filters.price.min === defaultFilters.price.min &&
    filters.price.max === defaultFilters.price.max &&
    filters.sort === defaultFilters.sort
  );
}

/** "8 products found", "1 product found"; "8 produits trouvés", "1 produit trouvé". */
export function resultCountText(count: number, forms: PluralForms, locale: SiteLocale = "en"): string {
  return pluralText(count, forms, locale);
}
