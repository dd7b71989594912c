/**
 * Everything about a post except its body. The blog list and the related-articles sidebar read
 * this module only, so the article bodies never ship with the list page's JavaScript. The posts
 * themselves are Markdown files under content/posts/<locale>/, compiled by scripts/build-posts.mjs
 * into ./generated; this module serves the English summaries to the existing routes.
 */
// Relative imports only: react-router.config.ts loads this module (through prerender.ts).
import type { BlogCategory } from "./generated/categories";
import { postSummaries as englishSummaries } from "./generated/summaries-en";

export { blogCategories, type BlogCategory } from "./generated/categories";

export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  /** ISO date, e.g. "2025-05-12". */
  date: string;
  author: string;
  authorRole: string;
  category: BlogCategory;
  tags: string[];
  excerpt: string;
  /** File name under /images/blog/ without the extension; covers are 1200x630 SVGs. */
  imageSlug: string;
  imageAlt: string;
};

export { coverSize, coverSrc, socialImageSrc } from "./media";

export const postSummaries: BlogPostSummary[] = englishSummaries;

export function findPostSummary(slug: string | undefined): BlogPostSummary | undefined {
  return postSummaries.find((post) => post.slug === slug);
}

export {
  isPostSlug,
  postAliases,
  postRedirectTarget,
  postSlugs,
  resolvePostAlias,
} from "./addresses";
