import type { ConsentCopy } from "~/content/consent";
import type { SiteLocale } from "~/lib/locales";

type ConsentModule = { consentCopy: ConsentCopy };

// One chunk per language, loaded by the dialog (and the SPA fallback's banner) when needed.
const translated = import.meta.glob<ConsentModule>("/app/content/compiled/*/consent.ts");
const loaded = new Map<SiteLocale, Promise<ConsentCopy>>();

/** The banner's and dialog's words in `locale`, loaded once. */
export function loadConsentCopy(locale: SiteLocale): Promise<ConsentCopy> {
  let copy = loaded.get(locale);
  if (!copy) {
    const load = translated[`/app/content/compiled/${locale}/consent.ts`];
    copy = (load ? load() : import("~/content/consent")).then((module) => module.consentCopy);
    loaded.set(locale, copy);
  }
  return copy;
}
