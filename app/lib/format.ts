// Dates are formatted in UTC so the prerendered HTML and the visitor's browser always agree.
const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2025-05-12" -> "May 12, 2025" */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** Whole-dollar prices as the site shows them: 1299 -> "$1,299". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
}
