import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Checks of the built site's files (prerendered HTML, feeds, sitemap): no browser, no server.
// They need `npm run build` first, so `npm run test:unit` (vitest.config.ts) leaves them out.
export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // The test-only pseudo-locales (app/lib/locales.ts): published by a build with PSEUDO_LOCALES=1.
    __PSEUDO_LOCALES__: JSON.stringify(process.env.PSEUDO_LOCALES === "1"),
    __ENGLISH_FALLBACK__: "true",
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/html/**/*.test.ts"],
    restoreMocks: true,
    // Each test reads and parses every page of a language: seconds on a busy machine.
    testTimeout: 60_000,
    // The English strings a French or Arabic page may not show are read from every content
    // module once per file: over 10 s on a busy machine.
    hookTimeout: 60_000,
  },
});
