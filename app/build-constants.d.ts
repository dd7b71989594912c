/** Replaced at build time by Vite's `define` (vite.config.ts, vitest.config.ts). */
declare const __BUILD_YEAR__: number;
/**
 * Whether a published language lacks a long page's translation (vite.config.ts): only then does
 * the shell carry the code that serves such a page in English.
 */
declare const __ENGLISH_FALLBACK__: boolean;
