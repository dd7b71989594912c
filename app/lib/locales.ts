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

/**
 * Test-only pseudo-locales, made from the English catalog by `node scripts/i18n.mjs pseudo`:
 * accented and lengthened text (in the manner of en-XA) and the same mirrored right to left (in the
 * manner of ar-XB). Published only by a build made with PSEUDO_LOCALES=1 (tests/e2e/pseudo-locales
 * .spec.ts), which shows any text that does not come from the catalogs.
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

/** The published languages: the translated ones, and the pseudo-locales in a test build. */
export const siteLocales: readonly SiteLocale[] = [
  ...locales.filter((locale) => locale.translated),
  ...(publishesPseudoLocales ? pseudoLocales : []),
].map((locale) => locale.code as SiteLocale);

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
