/**
 * The locale lives in the URL: English at the root, every other published language under its code
 * (/fr/pricing, /ar/blog/…), with the same slugs. Dependency-free and erasable TypeScript, so the
 * build scripts (sitemap, RSS, prerender list) import it with plain Node.
 */
import { defaultLocale, isSiteLocale, localeInfo, siteLocales } from "./locales.ts";
import type { SiteLocale } from "./locales.ts";

/** The published locale a path belongs to: its first segment, or English. */
export function localeFromPath(pathname: string): SiteLocale {
  // "/fr.data" is the data request of "/fr" when a client navigation fetches it.
  const first = pathname.split("/")[1]?.replace(/\.data$/, "");
  return isSiteLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/**
 * Whether a route's optional language segment names a published language other than English,
 * which has none: absent is fine, "fr" is, "en" and "xx" are unknown paths.
 */
export function isLanguagePrefix(segment: string | undefined): boolean {
  return segment === undefined || (isSiteLocale(segment) && segment !== defaultLocale);
}

/** The locale of a loader's request (prerendering and client data requests alike). */
export function localeFromRequest(request: Request): SiteLocale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The path without its locale prefix: "/fr/pricing" -> "/pricing", "/ar" -> "/". */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in another locale. Only site-relative paths are localised; an address that is
 * already in a locale is moved to the requested one, so a link never stacks two prefixes.
 */
export function localizedPath(path: string, locale: SiteLocale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  const bare = unlocalizedPath(match[1]!);
  const suffix = match[2]!;
  if (locale === defaultLocale) return bare + suffix;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + suffix;
}

/** The language tag and writing direction for `<html lang dir>`. */
export function documentLanguage(locale: SiteLocale): { lang: string; dir: "ltr" | "rtl" } {
  const { lang, dir } = localeInfo(locale);
  return { lang, dir };
}

/**
 * Open Graph's form of a locale: language_TERRITORY ("fr_CA", "pt_BR"). English is Canada's;
 * Arabic and Latin American Spanish take the codes social networks use for them ("ar_AR",
 * "es_LA"); a language without a region in its tag, its main territory.
 */
export function openGraphLocale(locale: SiteLocale): string {
  const tags: Partial<Record<SiteLocale, string>> = {
    en: "en_CA",
    ar: "ar_AR",
    es: "es_LA",
    de: "de_DE",
    ja: "ja_JP",
    it: "it_IT",
    ru: "ru_RU",
    zh: "zh_CN",
    hi: "hi_IN",
  };
  return tags[locale] ?? localeInfo(locale).lang.replace("-", "_");
}

/** Every published version of a page, for hreflang alternates and the sitemap. */
export function alternatePaths(
  path: string,
  languages: readonly SiteLocale[] = siteLocales,
): Array<{ locale: SiteLocale; hreflang: string; path: string }> {
  return languages.map((locale) => ({
    locale,
    hreflang: localeInfo(locale).lang,
    path: localizedPath(path, locale),
  }));
}
