import { localeFromPath, localizedPath } from "~/lib/i18n";
import { defaultLocale, isSiteLocale } from "~/lib/locales";
import type { LocaleCode, SiteLocale } from "~/lib/locales";

export type LanguageTarget =
  | { kind: "navigate"; to: string; locale: SiteLocale }
  | { kind: "stay" }
  | { kind: "unavailable"; code: Exclude<LocaleCode, SiteLocale> };

/**
 * What choosing a language does: the same page in that language (query and hash kept), nothing
 * for the current one, and a notice for a language the site is not published in yet.
 */
export function languageTarget(
  code: LocaleCode,
  location: { pathname: string; search: string; hash: string },
): LanguageTarget {
  if (!isSiteLocale(code)) return { kind: "unavailable", code };
  if (code === localeFromPath(location.pathname)) return { kind: "stay" };
  return {
    kind: "navigate",
    to: localizedPath(location.pathname + location.search + location.hash, code),
    locale: code,
  };
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
      const primary = tag.toLowerCase().split("-")[0];
      if (isSiteLocale(primary)) {
        wanted = primary;
        break;
      }
    }
  }
  if (wanted === null || wanted === current || wanted === dismissed) return null;
  // English visitors on English pages are the default case: nothing to say.
  if (wanted === defaultLocale && current === defaultLocale) return null;
  return wanted;
}
