import type { SiteLocale } from "../lib/locales";

export type SuggestionCopy = { text: string; action: string; dismiss: string };

/**
 * The suggestion to switch, written in the language it suggests (issue 17): a visitor whose
 * browser prefers another published language reads the offer in that language. Every page's shell
 * carries all three as prerendered loader data, so showing one costs no download.
 */
export const suggestionCopy: Record<SiteLocale, SuggestionCopy> = {
  en: {
    text: "This page is also available in English.",
    action: "Read in English",
    dismiss: "No thanks",
  },
  fr: {
    text: "Cette page existe aussi en français.",
    action: "Lire en français",
    dismiss: "Non merci",
  },
  ar: {
    text: "هذه الصفحة متاحة أيضًا باللغة العربية.",
    action: "القراءة بالعربية",
    dismiss: "لا، شكرًا",
  },
};
