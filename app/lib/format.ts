// Dates, numbers, prices and plural forms come from Intl with each language's own conventions
// (docs/decisions/0092-intl-formatting.md). Formatters are made on first use and kept: making one
// costs about 0.2 ms, formatting with it next to nothing.
import { localeInfo } from "./locales";
import type { SiteLocale } from "./locales";

/**
 * The Intl locale a language formats with where it is not the page's `lang`. English writes US
 * dates ("May 12, 2025"); French groups digits with narrow no-break spaces ("1 299 $"), as `fr`
 * does and `fr-CA` (plain no-break spaces) does not; Arabic keeps the Western digits the whole
 * site uses. Any other language formats with its own tag.
 */
const intlLocales: Partial<Record<SiteLocale, string>> = {
  en: "en-US",
  fr: "fr",
  ar: "ar-u-nu-latn",
};
const intlLocale = (locale: SiteLocale) => intlLocales[locale] ?? localeInfo(locale).lang;

type Formatter =
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.RelativeTimeFormat;
const cache = new Map<string, Formatter>();
/**
 * The formatter `make` returns, made once per `key`. The cache is shared: this module's keys are a
 * letter and the locale ("den"), so a caller elsewhere names its keys after itself ("status:…").
 */
export function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = make()));
  return formatter;
}

/**
 * "2025-05-12" -> "May 12, 2025", "12 mai 2025", "12 مايو 2025". Read in UTC so the prerendered
 * HTML and the visitor's browser always agree. French writes the first of the month "1er".
 */
export function formatLongDate(isoDate: string, locale: SiteLocale = "en"): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const text = cached(
    `d${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }),
  ).format(date);
  return locale === "fr" ? text.replace(/^1 /, "1er ") : text.replace(/\u200f/g, "");
}

function numberFormat(locale: SiteLocale, digits?: number) {
  return cached(
    `n${locale}${digits}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits ?? 20,
      }),
  );
}

/** 1234567.5 -> "1,234,567.5"; in French "1 234 567,5" (narrow no-break spaces). */
export function formatNumber(value: number, locale: SiteLocale = "en"): string {
  return numberFormat(locale).format(value);
}

/**
 * Whole-dollar prices as the site shows them: "$1,299", in French "1 299 $". Arabic pages write
 * them as English does: Intl's Arabic form ("1,299 US$" after a right-to-left mark) would change
 * every Arabic price the pages print today.
 */
export function formatPrice(amount: number, locale: SiteLocale = "en"): string {
  const tag = intlLocale(locale === "ar" ? "en" : locale);
  return cached(
    `p${locale}`,
    () =>
      new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
        maximumFractionDigits: 0,
      }),
  ).format(amount);
}

/** "15 minutes ago", "il y a 15 minutes", "قبل دقيقتين": `value` is negative for the past. */
export function relativeTime(
  locale: SiteLocale,
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
): string {
  return cached(`t${locale}`, () => new Intl.RelativeTimeFormat(intlLocale(locale))).format(
    value,
    unit,
  );
}

/** A rating to one decimal: "4.8", "4,8". */
export function formatRating(rating: number, locale: SiteLocale = "en"): string {
  return numberFormat(locale, 1).format(rating);
}

export type PluralCategory = Intl.LDMLPluralRule;
/** A message per plural form; "#" stands for the number. `other` is required, the rest optional. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/** The CLDR plural category of a number in the page's language. */
export function pluralCategory(count: number, locale: SiteLocale = "en"): PluralCategory {
  return cached(`r${locale}`, () => new Intl.PluralRules(intlLocale(locale))).select(count);
}

/** "1 produit trouvé", "8 produits trouvés": the form for `count`, with "#" replaced by it. */
export function plural(count: number, forms: PluralForms, locale: SiteLocale = "en"): string {
  const form = forms[pluralCategory(count, locale)] ?? forms.other;
  return form.replaceAll("#", formatNumber(count, locale));
}

/**
 * A list's count line for every count from none to `total`, made by a loader while prerendering:
 * filtering the list in the browser then picks a line instead of formatting a number, whose first
 * Intl format costs a browser tens of milliseconds (docs/decisions/0113-no-intl-while-hydrating.md).
 */
export function countLines(total: number, line: (count: number) => string): string[] {
  return Array.from({ length: total + 1 }, (_, count) => line(count));
}
