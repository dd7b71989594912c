/**
 * Content modules that hold a long page's copy (legal texts, documentation, press releases, the
 * service, solution, expertise, product and about pages). A published language may lack one: its
 * pages are then served in English with a notice (scripts/i18n.mjs, app/content/localized-copy.ts).
 * Every other module is interface text, which a published language must translate in full.
 * Dependency-free, so build scripts import it with plain Node.
 */
export const longPageModules = [
  "about",
  "ai-docs",
  "api-docs",
  "expertise",
  "legal",
  "press",
  "product-pages",
  "services",
  "solutions",
];
