/**
 * The calendar year (UTC) in which the site was built, fixed by Vite's `define` (vite.config.ts).
 * Computed at build time, never in the browser: the prerendered HTML and hydration must agree,
 * even for a visitor who loads the page on New Year's Eve.
 */
export const buildYear: number = __BUILD_YEAR__;
