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

export const coverSize = { width: 1200, height: 630 } as const;

export function coverSrc(imageSlug: string): string {
  return `/images/blog/${imageSlug}.svg`;
}

/** The cover rendered as PNG, the format every social network accepts for og:image. */
export function socialImageSrc(imageSlug: string): string {
  return `/images/social/blog/${imageSlug}.png`;
}

export const postSummaries: BlogPostSummary[] = englishSummaries;

/** Old or shortened addresses that other pages link to, mapped to the post they mean. */
export const postAliases: Record<string, string> = {
  "future-of-ai": "future-of-ai-in-business",
};

export function findPostSummary(slug: string | undefined): BlogPostSummary | undefined {
  return postSummaries.find((post) => post.slug === slug);
}

export function resolvePostAlias(slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(postAliases, slug) ? postAliases[slug] : undefined;
}

/** Copy for an address without a post of its own, shown while the visitor is sent on. */
export const postRedirectCopy = {
  loading: "Loading post...",
  description:
    "This address has no article of its own; you are being taken to the right page of the blog.",
  toBlog: "Go to the blog",
  toArticle: "Continue to the article",
} as const;

/** Where an address without a post of its own leads: its alias target, or the blog. */
export function postRedirectTarget(slug: string | undefined): string {
  const alias = resolvePostAlias(slug);
  return alias ? `/blog/${alias}` : "/blog";
}
