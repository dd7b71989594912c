import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import { defineConfig } from "vite";
import { longPageModules } from "./app/content/long-pages";
import { hasMarkdownPages } from "./scripts/long-copy.mjs";
import { defaultLocale, siteLocales } from "./app/lib/locales";

/**
 * Whether a published language lacks a long page's module: neither its catalog nor its Markdown
 * pages have it (scripts/i18n.mjs, scripts/long-copy.mjs).
 */
function someLanguageLacksALongPage(): boolean {
  return siteLocales.some((locale) => {
    if (locale === defaultLocale) return false;
    const file = `content/i18n/${locale}.json`;
    if (!fs.existsSync(file)) return true;
    const catalog = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    return longPageModules.some(
      (name) => !Object.hasOwn(catalog, name) && !hasMarkdownPages(locale, name),
    );
  });
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The footer's copyright year: the year of the build, the same in the prerendered HTML and in
  // the client bundle (app/lib/build-info.ts).
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // The test-only pseudo-locales (app/lib/locales.ts): published by a build with PSEUDO_LOCALES=1.
    __PSEUDO_LOCALES__: JSON.stringify(process.env.PSEUDO_LOCALES === "1"),
    // The shell's English fallback ships only in a build that needs it (routes/shell.tsx).
    __ENGLISH_FALLBACK__: JSON.stringify(someLanguageLacksALongPage()),
  },
  resolve: { tsconfigPaths: true },
  // Left to itself the bundler gives every shared icon and helper its own chunk: a first visit
  // fetched 42-50 modules, and each request and module instantiation costs the main thread during
  // hydration. These groups bring it to about 12 and save bytes: the framework in one chunk, the
  // site's shell (with the footer's newsletter form and the intake modules it shares with the
  // pages' forms) in another, and modules most routes share in a third.
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    // Lazy chunks load their own imports: the preload helper cost every page about 0.5 KB
    // gzipped for a head start on chunks that only load on a click
    // (docs/decisions/0049-chunking-and-the-shell-chunk.md).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // The document shell (root, the header layout and everything they import statically)
            // plus the page helpers most routes use (hero, section, formatting, meta), in one chunk: as
            // some 25 separate files they compressed about 4 KB worse. Badges are not among them:
            // only the pages that list posts, products, plans or releases show them. Form fields are
            // not among them: since the footer's newsletter box loads as a reader nears it, only
            // pages with a form need them.
            {
              name: "site-shell",
              test: /app[\\/](root\.tsx|routes[\\/]shell\.tsx|lib[\\/](format|route-meta)\.ts|components[\\/]sections[\\/](page-hero|section)\.tsx)$/,
              priority: 2.5,
            },
            { name: "common", minShareCount: 40, priority: 2 },
          ],
        },
      },
    },
  },
  // A cold `react-router dev` otherwise re-optimises these mid-session and reloads the page.
  optimizeDeps: {
    include: [
      "radix-ui",
      "sonner",
      "embla-carousel-react",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "zod",
    ],
  },
});
