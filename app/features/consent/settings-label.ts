import type { SiteLocale } from "~/lib/locales";

/** The footer's "Cookie settings" button, on every page: small enough to carry all three languages. */
export const cookieSettingsLabel: Record<SiteLocale, string> = {
  en: "Cookie settings",
  fr: "Paramètres des témoins",
  ar: "إعدادات ملفات تعريف الارتباط",
};
