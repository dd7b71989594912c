import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { documentLanguage, localeFromPath } from "./i18n";

export type Direction = "ltr" | "rtl";

/** The reading direction of a URL's locale: /ar/… is right-to-left, the root and /fr/… left-to-right. */
export function pathDirection(pathname: string): Direction {
  return documentLanguage(localeFromPath(pathname)).dir;
}

/** The document's reading direction, from `<html dir>`; left-to-right outside a browser. */
export function documentDirection(): Direction {
  return typeof document !== "undefined" && document.documentElement.dir === "rtl" ? "rtl" : "ltr";
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["dir"] });
  return () => observer.disconnect();
}

/**
 * The document's reading direction, following `<html dir>` when it changes. The server and the
 * hydrating render use `serverDirection` (the URL's, so the prerendered markup already has the
 * right `dir` attributes); the browser's own value takes over right after.
 */
export function useDocumentDirection(serverDirection: Direction = "ltr"): Direction {
  return useSyncExternalStore(subscribe, documentDirection, () => serverDirection);
}

/**
 * The page's reading direction for Radix primitives (tabs, accordions), which take their arrow
 * keys from it: the URL's while prerendering and hydrating, then the document's. Passed to each
 * primitive that needs it rather than through a provider in the root, which every page would load.
 */
export function usePageDirection(): Direction {
  return useDocumentDirection(pathDirection(useLocation().pathname));
}
