// Relative imports only: react-router.config.ts loads this outside Vite's alias resolution.
import { openJobs } from "../features/careers/open-jobs";
import { jobOpenings } from "./jobs";
import { posts } from "./posts";
import { pressReleases } from "./press";
import { products } from "./products";
import { localizedPath } from "../lib/i18n.ts";
import { siteLocales } from "../lib/locales.ts";
import { staticPaths } from "../lib/page-routes.ts";

/**
 * Every page to prerender, in every published locale: the pages without parameters, and the
 * dynamic ones read from the same content the pages render.
 */
export function prerenderPaths(): string[] {
  return [...staticPaths(), ...englishPaths()].flatMap((path) =>
    siteLocales.map((locale) => localizedPath(path, locale)),
  );
}

function englishPaths(): string[] {
  return [
    ...products.map((product) => `/marketplace/${product.id}`),
    ...posts.map((post) => `/blog/${post.slug}`),
    "/blog/future-of-ai",
    ...pressReleases.map((release) => `/press/${release.slug}`),
    // Open postings only, as of the build: a closed one has no page (app/routes/careers/job.tsx).
    ...openJobs(jobOpenings, new Date()).map((job) => `/careers/${job.id}`),
  ];
}
