import { localeFromPath, localizedPath } from "~/lib/i18n";
import { defaultLocale, isSiteLocale, localeInfo, siteLocales } from "~/lib/locales";
import type { LocaleCode, SiteLocale } from "~/lib/locales";

export type LanguageTarget =
  { kind: "navigate"; to: string; locale: SiteLocale } | { kind: "stay" };

/**
 * What choosing a language does: the same page in that language (query and hash kept), nothing
 * for the current one.
 */
export function languageTarget(
  code: SiteLocale,
  location: { pathname: string; search: string; hash: string },
): LanguageTarget {
  if (code === localeFromPath(location.pathname)) return { kind: "stay" };
  return {
    kind: "navigate",
    to: localizedPath(location.pathname + location.search + location.hash, code),
    locale: code,
  };
}

/**
 * The script each published language is written in when a tag names none, and the regions whose
 * Chinese is written in traditional characters: CLDR's likely subtags (ICU 78) for these eleven
 * languages, checked against `Intl.Locale#maximize` for every region by the test beside this file.
 * `maximize` itself is not called in the browser: its first call loads ICU's likely-subtags data,
 * 20 to 50 ms of main thread on every page, where the suggestion is decided.
 */
const writtenIn: Record<string, string> = {
  ar: "Arab",
  de: "Latn",
  en: "Latn",
  es: "Latn",
  fr: "Latn",
  hi: "Deva",
  it: "Latn",
  ja: "Jpan",
  pt: "Latn",
  ru: "Cyrl",
  zh: "Hans",
};
const traditionalChineseRegions = new Set([
  "AU",
  "BN",
  "GB",
  "GF",
  "HK",
  "ID",
  "MO",
  "PA",
  "PF",
  "PH",
  "SR",
  "TH",
  "TW",
  "US",
  "VN",
]);

/**
 * A language tag's language and script, "zh-TW" -> "zh-Hant", or null for a malformed tag. A
 * language the site is not published in keeps an empty script: it matches none of the eleven.
 */
export function languageAndScript(tag: string): string | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return null;
  }
  const { language, script, region } = locale;
  const likely =
    language === "zh" && region && traditionalChineseRegions.has(region)
      ? "Hant"
      : writtenIn[language];
  return `${language}-${script ?? likely ?? ""}`;
}

/**
 * The published language a browser's language tag reads: same language and script, whatever the
 * region ("pt-PT" reads the Brazilian pages, "fr-FR" the Canadian ones); "zh-TW", written in
 * traditional characters, does not read "zh-Hans".
 */
export function publishedLocaleFor(tag: string): SiteLocale | null {
  const wanted = languageAndScript(tag);
  if (!wanted) return null;
  return siteLocales.find((code) => languageAndScript(localeInfo(code).lang) === wanted) ?? null;
}

/**
 * The language to suggest on a page, or null. A remembered choice wins; otherwise the first of the
 * browser's languages the site is published in. Nothing is suggested for the page's own language
 * or after the visitor dismissed the same suggestion.
 */
export function suggestedLocale({
  current,
  preferred,
  stored,
  dismissed,
}: {
  current: SiteLocale;
  preferred: readonly string[];
  stored: LocaleCode | null;
  dismissed: string | null;
}): SiteLocale | null {
  let wanted: SiteLocale | null = null;
  if (stored !== null) {
    wanted = isSiteLocale(stored) ? stored : null;
  } else {
    for (const tag of preferred) {
      wanted = publishedLocaleFor(tag);
      if (wanted) break;
    }
  }
  if (wanted === null || wanted === current || wanted === dismissed) return null;
  // English visitors on English pages are the default case: nothing to say.
  if (wanted === defaultLocale && current === defaultLocale) return null;
  return wanted;
}
