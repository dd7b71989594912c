import type { PayRange } from "~/content/jobs";
import { localeInfo } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { fillTemplate } from "~/lib/fill-template";

/**
 * Ontario's Employment Standards Act (postings from 1 January 2026, O. Reg. 476/24): the range of
 * expected compensation may be at most $50,000 wide when its top is $200,000 a year or less. An
 * hourly range is compared as a full-time year of 40 hours a week, 52 weeks.
 */
export const maxRangeWidth = 50_000;
export const rangeRuleCeiling = 200_000;
export const hoursPerYear = 40 * 52;

const perYear = (amount: number, unit: PayRange["unit"]) =>
  unit === "HOUR" ? amount * hoursPerYear : amount;

/** What makes a pay range unfit for a public posting in Ontario; empty when it is fine. */
export function payRangeProblems(pay: PayRange): string[] {
  const problems: string[] = [];
  if (pay.currency !== "CAD") problems.push("the currency must be CAD");
  if (pay.unit !== "YEAR" && pay.unit !== "HOUR") problems.push("the unit must be YEAR or HOUR");
  if (!(Number.isFinite(pay.min) && pay.min > 0))
    problems.push("the minimum must be a positive amount");
  if (!(pay.max > pay.min)) problems.push("the maximum must be above the minimum");
  const width = perYear(pay.max, pay.unit) - perYear(pay.min, pay.unit);
  if (perYear(pay.max, pay.unit) <= rangeRuleCeiling && width > maxRangeWidth) {
    problems.push(`the range is ${width} wide a year; at most ${maxRangeWidth} is allowed`);
  }
  return problems;
}

/**
 * Intl locales for money: Canadian English and French ("$120,000", "120 000 $"), Arabic with
 * Western digits as the rest of the Arabic site writes them (app/lib/format.ts) and the currency by
 * name ("120,000 دولار كندي"): its symbol, "CA$", is reordered to "$CA" in right-to-left text.
 */
const moneyLocales: Partial<Record<SiteLocale, string>> = { en: "en-CA", ar: "ar-u-nu-latn" };
const currencyDisplay: Partial<Record<SiteLocale, "symbol" | "name">> = { ar: "name" };
/** Any other language: its own tag (fr-CA) with Western digits, the currency by its symbol. */
const moneyLocale = (locale: SiteLocale) =>
  moneyLocales[locale] ?? `${localeInfo(locale).lang}-u-nu-latn`;

export type PayCopy = { payRange: string; payPerYear: string; payPerHour: string };

/**
 * "$120,000–$145,000 a year", "120 000 $ à 145 000 $ par année", "من 120,000 دولار كندي إلى
 * 145,000 دولار كندي سنويًا". For loaders: they run at build time, so no visitor's browser builds an Intl formatter
 * (app/lib/format.ts explains why the site avoids that on the main thread).
 */
export function formatPayRange(pay: PayRange, locale: SiteLocale, copy: PayCopy): string {
  const whole = Number.isInteger(pay.min) && Number.isInteger(pay.max);
  const money = new Intl.NumberFormat(moneyLocale(locale), {
    style: "currency",
    currency: pay.currency,
    currencyDisplay: currencyDisplay[locale] ?? "symbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  const range = fillTemplate(copy.payRange, {
    min: money.format(pay.min),
    max: money.format(pay.max),
  });
  return fillTemplate(pay.unit === "HOUR" ? copy.payPerHour : copy.payPerYear, { range });
}
