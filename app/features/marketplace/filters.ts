/**
 * Marketplace filtering and sorting: pure functions over whatever product list the route passes,
 * so the rules can be tested without rendering and without the real catalogue.
 */

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
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const fields = [product.name, product.shortDescription, ...product.tags, product.category, ...(product.keywords ?? [])].map(
    (text) => text.toLowerCase(),
  );
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

const byName = (a: FilterableProduct, b: FilterableProduct) => a.name.localeCompare(b.name, "en");

const comparators: Record<SortOption, (a: FilterableProduct, b: FilterableProduct) => number> = {
  // Ties fall back to the name so the order never depends on the catalogue's order.
  rating_desc: (a, b) => b.rating - a.rating || byName(a, b),
  price_asc: (a, b) => a.price - b.price || byName(a, b),
  price_desc: (a, b) => b.price - a.price || byName(a, b),
  name_asc: byName,
};

/** Returns a sorted copy; the input is left as it was. */
export function sortProducts<T extends FilterableProduct>(items: readonly T[], sort: SortOption): T[] {
  return [...items].sort(comparators[sort]);
}

export function applyFilters<T extends FilterableProduct>(items: readonly T[], filters: MarketplaceFilters): T[] {
  return sortProducts(filterProducts(items, filters), filters.sort);
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

/** "8 products found", "1 product found", "0 products found". */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"} found`;
}
