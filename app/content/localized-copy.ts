/**
 * The one accessor for translated content modules. For loaders only: they run at build time, so
 * the translations they read end up in each page's prerendered data, never in a route's JavaScript
 * (a page never ships another language's copy). English modules are the source and the fallback;
 * each language's modules are compiled from its catalog, content/i18n/<language>.json, by
 * `node scripts/i18n.mjs compile` (the first step of the build).
 */
import { defaultLocale, siteLocales } from "../lib/locales";
import { longPageModulesOf, longPageModules, longPages } from "./long-pages";
import type { SiteLocale } from "../lib/locales";

type Translations = Record<string, Record<string, unknown>>;

const compiled = import.meta.glob<Record<string, unknown>>("./compiled/*/*.ts", { eager: true });

const translations = Object.fromEntries(
  siteLocales.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(compiled)
        .filter(([file]) => file.startsWith(`./compiled/${locale}/`))
        .map(([file, module]) => [file.slice(`./compiled/${locale}/`.length, -3), module]),
    ),
  ]),
) as Record<SiteLocale, Translations>;

/**
 * Whether a content module has a translation in `locale` (English always has). Only a long page's
 * module may lack one (app/content/long-pages.ts): its page is then served in English.
 */
export function hasTranslation(name: string, locale: SiteLocale): boolean {
  return locale === defaultLocale || Object.hasOwn(translations[locale], name);
}

/**
 * `english` in `locale`: the translation's exports over the English module's, so helpers and types
 * that are not text (functions, identifiers) come from the source.
 */
export function localizedModule<T extends object>(english: T, name: string, locale: SiteLocale): T {
  if (locale === defaultLocale) return english;
  const translated = translations[locale][name];
  return translated ? ({ ...english, ...translated } as T) : english;
}

/** Whether a page (English path) is served in English in `locale`, its translation missing. */
export function servedInEnglish(path: string, locale: SiteLocale): boolean {
  return longPageModulesOf(path).some((name) => !hasTranslation(name, locale));
}

/** The languages a page (English path) is really written in: its alternates. */
export function pageLanguages(path: string): SiteLocale[] {
  return siteLocales.filter((locale) => !servedInEnglish(path, locale));
}

/** The pages (English paths, "/press/" for all below it) served in English in `locale`. */
export function englishOnlyPages(locale: SiteLocale): string[] {
  return longPageModules
    .filter((name) => !hasTranslation(name, locale))
    .flatMap((name) => longPages[name]!);
}
