// Relative imports only: react-router.config.ts loads this outside Vite's alias resolution.
import { posts } from "./posts";
import { pressReleases } from "./press";
import { products } from "./products";
import { localizedPath } from "../lib/i18n.ts";
import { siteLocales } from "../lib/locales.ts";

/** Dynamic pages to prerender, read from the same content the pages render, in every locale. */
export function prerenderPaths(): string[] {
  return englishPaths().flatMap((path) => siteLocales.map((locale) => localizedPath(path, locale)));
}

function englishPaths(): string[] {
  return [
    ...products.map((product) => `/marketplace/${product.id}`),
    ...posts.map((post) => `/blog/${post.slug}`),
    "/blog/future-of-ai",
    ...pressReleases.map((release) => `/press/${release.slug}`),
  ];
}
