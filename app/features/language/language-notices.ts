/**
 * Copy shown in a language other than the page's, and the toasts that show it: loaded only when
 * needed (a visitor picks an untranslated language, or the browser prefers another published
 * one), so no page carries it.
 */
import { createElement } from "react";
import { showToast } from "~/lib/lazy-toast";
import { localeInfo } from "~/lib/locales";
import type { LocaleCode, SiteLocale } from "~/lib/locales";

type Untranslated = Exclude<LocaleCode, SiteLocale>;

/** Each in its own language: which languages the site can be read in today. */
export const unavailableNotices: Record<Untranslated, string> = {
  es: "Este sitio aún no está disponible en español. Puede leerlo en English, Français o العربية.",
  de: "Diese Website ist noch nicht auf Deutsch verfügbar. Sie können sie auf English, Français oder العربية lesen.",
  ja: "このサイトはまだ日本語に対応していません。English、Français、العربية でご覧いただけます。",
  pt: "Este site ainda não está disponível em português. Pode lê-lo em English, Français ou العربية.",
  it: "Questo sito non è ancora disponibile in italiano. Puoi leggerlo in English, Français o العربية.",
  ru: "Сайт пока не переведён на русский язык. Он доступен на English, Français и العربية.",
  zh: "本网站暂未提供中文版本。您可以阅读 English、Français 或 العربية 版本。",
  hi: "यह साइट अभी हिन्दी में उपलब्ध नहीं है। आप इसे English, Français या العربية में पढ़ सकते हैं।",
};

export type SuggestionCopy = { text: string; action: string; dismiss: string };

/** The suggestion to switch, written in the language it suggests. */
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

/** Text in a language other than the page's carries its own lang and dir for screen readers. */
function inLanguage(code: LocaleCode, text: string) {
  const { lang, dir } = localeInfo(code);
  return createElement("span", { lang, dir }, text);
}

/** Says, in that language, which languages the site can be read in. */
export function showUnavailable(code: Untranslated) {
  showToast("info", inLanguage(code, unavailableNotices[code]), { id: "language-unavailable" });
}

/**
 * The suggestion to read the page in `wanted`: a toast with a link that stays until answered;
 * following it remembers the choice, dismissing it is remembered too.
 */
export function offerSuggestion(
  wanted: SiteLocale,
  { follow, dismiss }: { follow: () => void; dismiss: () => void },
) {
  const copy = suggestionCopy[wanted];
  showToast("default", inLanguage(wanted, copy.text), {
    id: "language-suggestion",
    duration: Number.POSITIVE_INFINITY,
    action: { label: inLanguage(wanted, copy.action), onClick: follow },
    cancel: { label: inLanguage(wanted, copy.dismiss), onClick: dismiss },
    onDismiss: dismiss,
  });
}
