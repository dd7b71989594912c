import { formatNumber, plural } from "./format";
import type { PluralForms } from "./format";
import type { SiteLocale } from "./locales";

/**
 * Fills "{name}"-style placeholders in a translated message. Messages travel as loader data, which
 * cannot hold functions, so each language's sentence keeps its own word order around the values.
 * An unknown placeholder stays as written, so a typo shows instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}

/** The placeholders a message uses, sorted: translations must use the same ones. */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/**
 * A plural message whose forms write the number as "{count}" ("{count} products found"): the form
 * for `count` in `locale`, with the number formatted for it. ("#" cannot start a translated
 * message: the shape test reads a leading "#" as an anchor link.)
 */
export function pluralText(count: number, forms: PluralForms, locale: SiteLocale = "en"): string {
  return fillTemplate(plural(count, forms, locale), { count: formatNumber(count, locale) });
}
