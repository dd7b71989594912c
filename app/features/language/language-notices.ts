/**
 * What a visitor who picks a language the site is not published in yet reads, in that language,
 * and the toast that shows it: loaded only then, so no page carries it.
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

/** Text in a language other than the page's carries its own lang and dir for screen readers. */
function inLanguage(code: LocaleCode, text: string) {
  const { lang, dir } = localeInfo(code);
  return createElement("span", { lang, dir }, text);
}

/** Says, in that language, which languages the site can be read in. */
export function showUnavailable(code: Untranslated) {
  showToast("info", inLanguage(code, unavailableNotices[code]), { id: "language-unavailable" });
}
