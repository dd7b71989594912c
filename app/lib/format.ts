// Formatting without Intl: the first Intl formatter a page creates loads locale data, about 20 ms
// of main-thread time on a phone during hydration, for output that never varies (long US dates,
// whole dollars, grouped counts). The unit tests pin the output against Intl's.
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2025-05-12" -> "May 12, 2025". Read in UTC so the prerendered HTML and the visitor's browser
 * always agree.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 1234567.5 -> "1,234,567.5" */
export function formatNumber(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Whole-dollar prices as the site shows them: 1299 -> "$1,299". */
export function formatPrice(amount: number): string {
  return `$${formatNumber(Math.round(amount))}`;
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
