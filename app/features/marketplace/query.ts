/**
 * The marketplace's filters mirrored in the URL query, so reload, back and a shared link restore
 * them. Everything read from the URL is untrusted: values are whitelisted or clamped.
 */
import { defaultFilters, isSortOption } from "./filters";
import type { MarketplaceFilters, PriceRange } from "./filters";

export type ViewMode = "grid" | "list";

export type MarketplaceState = MarketplaceFilters & { view: ViewMode };

export const defaultMarketplaceState: MarketplaceState = { ...defaultFilters, view: "grid" };

/** No product name, description or tag is anywhere near this long. */
export const maxSearchLength = 100;
/** Upper limit for a price typed into a shared link; prices are monthly and far below it. */
export const maxPriceInQuery = 1_000_000;

function parsePrice(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(maxPriceInQuery, Math.max(0, value));
}

export function parseMarketplaceQuery(
  params: URLSearchParams,
  categories: readonly string[],
): MarketplaceState {
  const category = params.get("category") ?? "";
  const sort = params.get("sort") ?? "";
  let price: PriceRange = {
    min: parsePrice(params.get("min"), defaultFilters.price.min),
    max: parsePrice(params.get("max"), defaultFilters.price.max),
  };
  // A hand-made link can break the lower <= upper rule the inputs enforce: fall back entirely.
  if (price.min > price.max) price = { ...defaultFilters.price };
  return {
    search: (params.get("q") ?? "").slice(0, maxSearchLength),
    category: categories.includes(category) ? category : defaultFilters.category,
    price,
    sort: isSortOption(sort) ? sort : defaultFilters.sort,
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** Only values that differ from the defaults are written, so the plain page keeps a clean URL. */
export function toMarketplaceQuery(state: MarketplaceState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== "") params.set("q", state.search.slice(0, maxSearchLength));
  if (state.category !== defaultMarketplaceState.category) params.set("category", state.category);
  if (state.price.min !== defaultMarketplaceState.price.min) params.set("min", String(state.price.min));
  if (state.price.max !== defaultMarketplaceState.price.max) params.set("max", String(state.price.max));
  if (state.sort !== defaultMarketplaceState.sort) params.set("sort", state.sort);
  if (state.view !== defaultMarketplaceState.view) params.set("view", state.view);
  return params;
}
