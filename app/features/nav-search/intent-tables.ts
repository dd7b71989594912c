import type { SearchIntent } from "~/content/nav";
import type { SiteLocale } from "~/lib/locales";

type IntentModule = { searchIntents: SearchIntent[] };

// One chunk per language: a search loads only the table of the page's language.
const translated = import.meta.glob<IntentModule>("/app/content/compiled/*/search-intents.ts");

/** The AI search's intent table in `locale`, English where there is no translation. */
export function loadSearchIntents(locale: SiteLocale): Promise<SearchIntent[]> {
  const load = translated[`/app/content/compiled/${locale}/search-intents.ts`];
  return (load ? load() : import("~/content/search-intents")).then(
    (module) => module.searchIntents,
  );
}
