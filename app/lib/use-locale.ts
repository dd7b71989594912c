import { useCallback } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it.
import { useLocation, useNavigate } from "react-router";
import type { NavigateOptions, To } from "react-router";
import { localeFromPath, localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";

/** The page's language, read from its address. */
export function useLocale(): SiteLocale {
  return localeFromPath(useLocation().pathname);
}

/** A site path in the page's language: "/pricing" on a French page is "/fr/pricing". */
export function localizeTo(to: To, locale: SiteLocale): To {
  if (typeof to === "string") return localizedPath(to, locale);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname, locale) } : to;
}

/** `useNavigate` whose site paths stay in the page's language. */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === "number" ? navigate(to) : navigate(localizeTo(to, locale), options),
    [navigate, locale],
  );
}
