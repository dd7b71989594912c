import { formatPrice, formatRating } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";

/** A product's price and rating as the page writes them: "$1,299", "4.8"; "1 299 $", "4,8". */
export type ProductFigures = { priceText: string; ratingText: string };

/**
 * Written by the loaders, while prerendering: a browser's first Intl number format costs tens of
 * milliseconds of main thread, which the marketplace would spend on its cards while it hydrates.
 */
export function productFigures(
  product: { price: number; rating: number },
  locale: SiteLocale,
): ProductFigures {
  return {
    priceText: formatPrice(product.price, locale),
    ratingText: formatRating(product.rating, locale),
  };
}
