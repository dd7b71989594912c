import { prerenderedRoutes as routesOfBuild } from "../../scripts/site-paths.mjs";

/** Every prerendered page of every language, read from the build under test. */
export function prerenderedRoutes(): string[] {
  return routesOfBuild();
}

/** The languages published under a prefix; English is at the root. */
export const localePrefixes = ["fr", "ar", "es", "de", "ja", "pt", "it", "ru", "zh", "hi"] as const;
export type PrefixedLocale = (typeof localePrefixes)[number];

/** The `lang` and `dir` each language's pages carry, as tests expect them. */
export const documentLanguage = {
  en: { lang: "en", dir: "ltr" },
  fr: { lang: "fr-CA", dir: "ltr" },
  ar: { lang: "ar", dir: "rtl" },
  es: { lang: "es", dir: "ltr" },
  de: { lang: "de", dir: "ltr" },
  ja: { lang: "ja", dir: "ltr" },
  pt: { lang: "pt-BR", dir: "ltr" },
  it: { lang: "it", dir: "ltr" },
  ru: { lang: "ru", dir: "ltr" },
  zh: { lang: "zh-Hans", dir: "ltr" },
  hi: { lang: "hi", dir: "ltr" },
} as const;

/** The locale a route belongs to. */
export function routeLocale(route: string): "en" | PrefixedLocale {
  const first = route.split("/")[1];
  return (localePrefixes as readonly string[]).includes(first ?? "")
    ? (first as PrefixedLocale)
    : "en";
}

/** "/fr/pricing" -> "/pricing", "/ar" -> "/". */
export function englishPath(route: string): string {
  const locale = routeLocale(route);
  if (locale === "en") return route;
  return route.slice(locale.length + 1) || "/";
}

/** The English pages: tests that read English copy walk these; the i18n specs walk the others. */
export function englishRoutes(): string[] {
  return prerenderedRoutes().filter((route) => routeLocale(route) === "en");
}

/** The pages of one prefixed language. */
export function routesIn(locale: PrefixedLocale): string[] {
  return prerenderedRoutes().filter((route) => routeLocale(route) === locale);
}

/** Aliases that exist only to redirect; they have no page of their own. */
export const redirectRoutes = ["", ...localePrefixes.map((locale) => `/${locale}`)].map(
  (prefix) => `${prefix}/blog/future-of-ai`,
);
