// Formatting without Intl: the first Intl formatter a page creates loads locale data, about 20 ms
// of main-thread time on a phone during hydration, for output that never varies (long dates,
// whole dollars, grouped counts, plural forms) in the three published languages. The unit tests
// pin the output against Intl's (Arabic with Western digits, as the site writes them).
import type { SiteLocale } from "./locales";

const frenchMonths = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const arabicMonths = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
];
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
 * "2025-05-12" -> "May 12, 2025", "12 mai 2025", "12 مايو 2025". Read in UTC so the prerendered
 * HTML and the visitor's browser always agree.
 */
export function formatLongDate(isoDate: string, locale: SiteLocale = "en"): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const [day, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  if (locale === "fr") return `${day === 1 ? "1er" : day} ${frenchMonths[month]} ${year}`;
  if (locale === "ar") return `${day} ${arabicMonths[month]} ${year}`;
  return `${months[month]} ${day}, ${year}`;
}

/** 1234567.5 -> "1,234,567.5"; in French "1 234 567,5" (narrow no-break spaces). */
export function formatNumber(value: number, locale: SiteLocale = "en"): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const french = locale === "fr";
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, french ? "\u202f" : ",");
  const decimal = french ? "," : ".";
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}

/** Whole-dollar prices as the site shows them: "$1,299", in French "1 299 $". */
export function formatPrice(amount: number, locale: SiteLocale = "en"): string {
  const number = formatNumber(Math.round(amount), locale);
  return locale === "fr" ? `${number}\u00a0$` : `$${number}`;
}

export function formatRating(rating: number, locale: SiteLocale = "en"): string {
  const text = rating.toFixed(1);
  return locale === "fr" ? text.replace(".", ",") : text;
}

export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
/** A message per plural form; "#" stands for the number. `other` is required, the rest optional. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/** The CLDR plural category of a whole number in each published language. */
export function pluralCategory(count: number, locale: SiteLocale = "en"): PluralCategory {
  const n = Math.abs(count);
  if (locale === "fr") return n === 0 || n === 1 ? "one" : n !== 0 && n % 1000000 === 0 ? "many" : "other";
  if (locale === "ar") {
    const lastTwo = n % 100;
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    if (lastTwo >= 3 && lastTwo <= 10) return "few";
    if (lastTwo >= 11 && lastTwo <= 99) return "many";
    return "other";
  }
  return n === 1 ? "one" : "other";
}

/** "1 produit trouvé", "8 produits trouvés": the form for `count`, with "#" replaced by it. */
export function plural(count: number, forms: PluralForms, locale: SiteLocale = "en"): string {
  const category = pluralCategory(count, locale);
  const form = forms[category] ?? (category === "many" ? forms.other : undefined) ?? forms.other;
  return form.replaceAll("#", formatNumber(count, locale));
}
