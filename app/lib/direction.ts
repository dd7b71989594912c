import { useSyncExternalStore } from "react";
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
