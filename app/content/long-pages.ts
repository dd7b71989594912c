/**
 * Content modules that hold a long page's copy (legal texts, documentation, press releases, the
 * service, solution, expertise, product and about pages), with the pages each one writes (English
 * paths; "/press/" covers every page below /press). Most of their text is Markdown, one file per
 * page (scripts/long-copy.mjs). A published language may lack such a module (its catalog entry and
 * its Markdown pages): those pages are then served in English under the language's address, with a
 * notice, a canonical link to the English page and no alternate claiming a translation. Every other module is
 * interface text, which a published language must translate in full (scripts/i18n.mjs).
 * Dependency-free, so build scripts import it with plain Node.
 */

export const longPages: Record<string, readonly string[]> = {
  about: ["/about"],
  "ai-docs": ["/ai-documentation"],
  "api-docs": ["/api-documentation", "/ai-documentation"],
  expertise: ["/expertise", "/expertise/"],
  legal: ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/acceptable-use"],
  press: ["/press", "/press/"],
  "product-pages": ["/products/"],
  services: ["/services/"],
  solutions: ["/solutions/"],
};

export const longPageModules = Object.keys(longPages);

/** Whether an English path is one of `paths`: itself, or below one that ends with "/". */
export function pathIsAmong(path: string, paths: readonly string[]): boolean {
  return paths.some((entry) => (entry.endsWith("/") ? path.startsWith(entry) : path === entry));
}

/** The long pages' modules a page (English path) is written from. */
export function longPageModulesOf(path: string): string[] {
  return longPageModules.filter((name) => pathIsAmong(path, longPages[name]!));
}
