import { useState } from "react";
// eslint-disable-next-line no-restricted-imports -- these go to paths already in the chosen language.
import { useLocation, useNavigate } from "react-router";
import { localeFromPath, localizedPath } from "~/lib/i18n";
import { locales } from "~/lib/locales";
import type { LocaleCode, SiteLocale } from "~/lib/locales";
import { guardSchema, oneOf } from "~/lib/guard-schema";
import { getStore, storageKeys } from "~/lib/storage";
import { useInteractive } from "~/lib/use-interactive";
import { languageTarget, suggestedLocale } from "./language-choice";

// Type guards rather than zod: this hook runs on every page, and zod's core would ride along.
const isCode = oneOf(locales.map((locale) => locale.code));
const choiceStore = () =>
  getStore<LocaleCode | null>(
    storageKeys.language,
    guardSchema((input): input is LocaleCode | null => input === null || isCode(input)),
    null,
  );
const dismissedStore = () =>
  getStore<string | null>(
    storageKeys.languageSuggestion,
    guardSchema((input): input is string | null => input === null || typeof input === "string"),
    null,
  );

/**
 * The header's language picker: the page's language is the one in its URL; choosing another opens
 * the same page in it and is remembered.
 */
export function useLanguageChoice(languageName: (code: SiteLocale) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const language = localeFromPath(location.pathname);

  function changeLanguage(code: SiteLocale) {
    console.info(`Language changed to ${languageName(code)} (${code}).`);
    choiceStore().write(code);
    const target = languageTarget(code, location);
    if (target.kind === "navigate") void navigate(target.to);
  }

  return { language, changeLanguage };
}

/** What the suggestion offers, and the visitor's two answers. */
export type LanguageOffer = { wanted: SiteLocale; follow: () => void; dismiss: () => void };

/**
 * Offers, once the page is interactive, the published language the visitor chose before or their
 * browser prefers. Never redirects: the suggestion links to the same page in that language, and a
 * dismissal sticks. Once per page language: it is made when the visitor lands, not on every click.
 */
export function useLanguageSuggestion(): LanguageOffer | null {
  const hydrated = useInteractive();
  const location = useLocation();
  const navigate = useNavigate();
  const current = localeFromPath(location.pathname);
  // Answered here: hidden at once, before the stored answer takes effect (a follow navigates).
  const [answered, setAnswered] = useState(false);
  // Read while rendering once hydrated (the prerender knows no visitor); stored answers silence it.
  const wanted: SiteLocale | null =
    hydrated && !answered
      ? suggestedLocale({
          current,
          preferred: navigator.languages ?? [navigator.language],
          stored: choiceStore().read(),
          dismissed: dismissedStore().read(),
        })
      : null;
  if (wanted === null) return null;
  return {
    wanted,
    follow: () => {
      choiceStore().write(wanted);
      setAnswered(true);
      void navigate(
        localizedPath(
          window.location.pathname + window.location.search + window.location.hash,
          wanted,
        ),
      );
    },
    dismiss: () => {
      dismissedStore().write(wanted);
      setAnswered(true);
    },
  };
}
