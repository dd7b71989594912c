/**
 * The one accessor for translated content modules. For loaders only: they run at build time, so
 * the translations they read end up in each page's prerendered data, never in a route's JavaScript
 * (a page never ships another language's copy). English modules are the source and the fallback.
 */
import { defaultLocale } from "../lib/locales";
import type { SiteLocale } from "../lib/locales";

type Translations = Record<string, Record<string, unknown>>;

const translations: Record<Exclude<SiteLocale, typeof defaultLocale>, Translations> = {
  fr: import.meta.glob<Record<string, unknown>>(["./locales/fr/*.ts", "!./locales/fr/*.test.ts"], {
    eager: true,
  }),
  ar: import.meta.glob<Record<string, unknown>>(["./locales/ar/*.ts", "!./locales/ar/*.test.ts"], {
    eager: true,
  }),
};

/** Whether a content module has a translation in `locale` (English always has). */
export function hasTranslation(name: string, locale: SiteLocale): boolean {
  return locale === defaultLocale || `./locales/${locale}/${name}.ts` in translations[locale];
}

/**
 * `english` in `locale`: the translation's exports over the English module's, so helpers and types
 * that are not text (functions, identifiers) come from the source.
 */
export function localizedModule<T extends object>(english: T, name: string, locale: SiteLocale): T {
  if (locale === defaultLocale) return english;
  const translated = translations[locale][`./locales/${locale}/${name}.ts`];
  return translated ? ({ ...english, ...translated } as T) : english;
}
