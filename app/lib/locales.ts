/**
 * The site's languages in one place. English, French and Arabic are translated; the other eight
 * stay in the language picker as "not translated yet" until their copy exists. Dependency-free and
 * erasable TypeScript only, so build scripts can import it with plain Node.
 */

export const locales = [
  { code: "en", lang: "en", dir: "ltr", translated: true },
  { code: "fr", lang: "fr-CA", dir: "ltr", translated: true },
  { code: "ar", lang: "ar", dir: "rtl", translated: true },
  { code: "es", lang: "es", dir: "ltr", translated: false },
  { code: "de", lang: "de", dir: "ltr", translated: false },
  { code: "ja", lang: "ja", dir: "ltr", translated: false },
  { code: "pt", lang: "pt", dir: "ltr", translated: false },
  { code: "it", lang: "it", dir: "ltr", translated: false },
  { code: "ru", lang: "ru", dir: "ltr", translated: false },
  { code: "zh", lang: "zh", dir: "ltr", translated: false },
  { code: "hi", lang: "hi", dir: "ltr", translated: false },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale["code"];
/** A locale the site is published in. */
export type SiteLocale = Extract<Locale, { translated: true }>["code"];

export const siteLocales = ["en", "fr", "ar"] as const satisfies readonly SiteLocale[];

/** The source language: served at the root, and the one every translation is checked against. */
export const defaultLocale = "en" satisfies SiteLocale;

export function isSiteLocale(code: string | undefined): code is SiteLocale {
  return (siteLocales as readonly string[]).includes(code ?? "");
}

export function localeInfo(code: LocaleCode): Locale {
  // Every code is in the list by construction of the type.
  return locales.find((locale) => locale.code === code) as Locale;
}
