// Relative imports only: react-router.config.ts loads this module (through prerender.ts).
import type { SiteLocale } from "../lib/locales";
import type { BlogCategory, BlogPostSummary } from "./posts/catalogue";
import { bodiesByLocale, labelsByLocale, summariesByLocale } from "./posts/generated/by-locale";

/**
 * A full post: the catalogue entry plus its body. `fullContent` is trusted build-time HTML; a post
 * without one gets placeholder content built from its title and excerpt (see the blog feature).
 *
 * This module holds every locale's bodies: only route loaders (prerendered), feeds and the
 * prerender list may import it. A page's own code imports its locale's summaries module under
 * ./posts/generated, so it never ships another locale's copy.
 */
export type BlogPost = BlogPostSummary & { fullContent?: string };

// Every published language has its posts (build-posts.mjs checks it); English stands in for the types.
const summaries = (locale: SiteLocale) => (summariesByLocale[locale] ?? summariesByLocale.en)!;
const bodies = (locale: SiteLocale) => (bodiesByLocale[locale] ?? bodiesByLocale.en)!;
const labels = (locale: SiteLocale) => (labelsByLocale[locale] ?? labelsByLocale.en)!;

export function postSummariesFor(locale: SiteLocale): BlogPostSummary[] {
  return summaries(locale);
}

export function categoryLabelsFor(locale: SiteLocale): Record<BlogCategory, string> {
  return labels(locale);
}

export function postsFor(locale: SiteLocale): BlogPost[] {
  return summaries(locale).map((summary) => ({
    ...summary,
    fullContent: bodies(locale)[summary.slug],
  }));
}

export function findPostFor(locale: SiteLocale, slug: string | undefined): BlogPost | undefined {
  return postsFor(locale).find((post) => post.slug === slug);
}

/** The English posts, which the existing routes and the feed serve. */
export const posts: BlogPost[] = postsFor("en");

export function findPost(slug: string | undefined): BlogPost | undefined {
  return findPostFor("en", slug);
}
