// Relative imports only: react-router.config.ts loads this outside Vite's alias resolution.
import { posts } from "./posts";
import { pressReleases } from "./press";
import { products } from "./products";

/** Dynamic pages to prerender, read from the same content the pages render. */
export function prerenderPaths(): string[] {
  return [
    ...products.map((product) => `/marketplace/${product.id}`),
    ...posts.map((post) => `/blog/${post.slug}`),
    "/blog/future-of-ai",
    ...pressReleases.map((release) => `/press/${release.slug}`),
  ];
}
