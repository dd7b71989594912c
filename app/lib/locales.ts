/**
 * The site's languages in one place: the eleven of the language picker, each with the `lang` tag
 * its pages carry (docs/decisions/0110-eight-more-languages.md says which variant each is). A
 * language with `translated: false` would stay in the picker as "not translated yet" until its
 * copy exists. Dependency-free and erasable TypeScript only, so build scripts can import it with
 * plain Node.

 */

export const locales = [
  { code: "en", lang: "en", dir: "ltr", translated: true },
  { code: "fr", lang: "fr-CA", dir: "ltr", translated: true },
  { code: "ar", lang: "ar", dir: "rtl", translated: true },
  { code: "es", lang: "es", dir: "ltr", translated: true },
  { code: "de", lang: "de", dir: "ltr", translated: true },
  { code: "ja", lang: "ja", dir: "ltr", translated: true },
  { code: "pt", lang: "pt-BR", dir: "ltr", translated: true },
  { code: "it", lang: "it", dir: "ltr", translated: true },
  { code: "ru", lang: "ru", dir: "ltr", translated: true },
  { code: "zh", lang: "zh-Hans", dir: "ltr", translated: true },
  { code: "hi", lang: "hi", dir: "ltr", translated: true },
] as const;

/**
 * Test-only pseudo-locales, made from the English catalog by `node scripts/i18n.mjs pseudo`:
 * accented and lengthened text (in the manner of en-XA) and the same mirrored right to left (in the
 * manner of ar-XB). Published, with English alone, only by a build made with PSEUDO_LOCALES=1
 * (tests/e2e/pseudo-locales.spec.ts), which shows any text that does not come from the catalogs.
 */
export const pseudoLocales = [
  { code: "xa", lang: "en-XA", dir: "ltr", translated: true },
  { code: "xb", lang: "ar-XB", dir: "rtl", translated: true },
] as const;

export type Locale = (typeof locales)[number] | (typeof pseudoLocales)[number];
export type LocaleCode = Locale["code"];
/** A locale the site is published in (the pseudo-locales in a test build only). */
export type SiteLocale = Extract<Locale, { translated: true }>["code"];

declare const __PSEUDO_LOCALES__: boolean | undefined;

/** Whether this build publishes the pseudo-locales: Vite's define in the app, the environment in scripts. */
export const publishesPseudoLocales: boolean =
  typeof __PSEUDO_LOCALES__ === "boolean"
    ? __PSEUDO_LOCALES__
    : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
        .PSEUDO_LOCALES === "1";

/**
 * The published languages: the translated ones; a test build with the pseudo-locales publishes
 * English and the pseudo-locales only, which is all its test needs (a fifth of the pages to build).
 */
export const siteLocales: readonly SiteLocale[] = (
  publishesPseudoLocales
    ? [...locales.filter((locale) => locale.code === "en"), ...pseudoLocales]
    : locales.filter((locale) => locale.translated)
).map((locale) => locale.code as SiteLocale);

/** The source language: served at the root, and the one every translation is checked against. */
export const defaultLocale = "en" satisfies SiteLocale;

export function isSiteLocale(code: string | undefined): code is SiteLocale {
  return (siteLocales as readonly string[]).includes(code ?? "");
}

export function localeInfo(code: LocaleCode): Locale {
  // Every code is in one of the lists by construction of the type. A build without the
  // pseudo-locales drops their list.
  const all: readonly Locale[] = publishesPseudoLocales ? [...locales, ...pseudoLocales] : locales;
  return all.find((locale) => locale.code === code) as Locale;
}
