/**
 * Links between the marketplace list and a product page. The list hands its query to the product
 * page in history state, so 'Back to Marketplace' returns to the same filtered list.
 */
import { parseMarketplaceQuery, toMarketplaceQuery } from "./query";

export type MarketplaceLinkState = { marketplaceQuery: string };

export function productHref(id: string): string {
  return `/marketplace/${encodeURIComponent(id)}`;
}

/** History state is untrusted: anything but a query the marketplace itself would write is dropped. */
export function backToMarketplaceHref(state: unknown, categories: readonly string[]): string {
  const query =
    typeof state === "object" && state !== null && "marketplaceQuery" in state
      ? (state as MarketplaceLinkState).marketplaceQuery
      : "";
  if (typeof query !== "string" || query === "") return "/marketplace";
  const clean = toMarketplaceQuery(parseMarketplaceQuery(new URLSearchParams(query), categories)).toString();
  return clean ? `/marketplace?${clean}` : "/marketplace";
}

/** 'Request a Demo': the contact page pre-fills the form from demo=true and the product name. */
export function demoHref(productName: string): string {
  const params = new URLSearchParams({ demo: "true", product: productName });
  // %20 rather than "+" for spaces, like the site's other contact links; "+" itself is %2B.
  return `/contact?${params.toString().replace(/\+/g, "%20")}`;
}
