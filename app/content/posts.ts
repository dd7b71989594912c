// Relative imports only: react-router.config.ts loads this module (through prerender.ts).
import type { SiteLocale } from "../lib/locales";
import type { BlogCategory, BlogPostSummary } from "./posts/catalogue";
import { postBodies as arBodies } from "./posts/generated/bodies-ar";
import { postBodies as enBodies } from "./posts/generated/bodies-en";
import { postBodies as frBodies } from "./posts/generated/bodies-fr";
import { categoryLabels as arLabels, postSummaries as arSummaries } from "./posts/generated/summaries-ar";
import { categoryLabels as enLabels, postSummaries as enSummaries } from "./posts/generated/summaries-en";
import { categoryLabels as frLabels, postSummaries as frSummaries } from "./posts/generated/summaries-fr";

/**
 * A full post: the catalogue entry plus its body. `fullContent` is trusted build-time HTML; a post
 * without one gets placeholder content built from its title and excerpt (see the blog feature).
 *
 * This module holds every locale's bodies: only route loaders (prerendered), feeds and the
 * prerender list may import it. A page's own code imports its locale's summaries module under
 * ./posts/generated, so it never ships another locale's copy.
 */
export type BlogPost = BlogPostSummary & { fullContent?: string };

const summaries: Record<SiteLocale, BlogPostSummary[]> = { en: enSummaries, fr: frSummaries, ar: arSummaries };
const bodies: Record<SiteLocale, Record<string, string>> = { en: enBodies, fr: frBodies, ar: arBodies };
const labels: Record<SiteLocale, Record<BlogCategory, string>> = { en: enLabels, fr: frLabels, ar: arLabels };

export function postSummariesFor(locale: SiteLocale): BlogPostSummary[] {
  return summaries[locale];
}

export function categoryLabelsFor(locale: SiteLocale): Record<BlogCategory, string> {
  return labels[locale];
}

export function postsFor(locale: SiteLocale): BlogPost[] {
  return summaries[locale].map((summary) => ({ ...summary, fullContent: bodies[locale][summary.slug] }));
}

export function findPostFor(locale: SiteLocale, slug: string | undefined): BlogPost | undefined {
  return postsFor(locale).find((post) => post.slug === slug);
}

/** The English posts, which the existing routes and the feed serve. */
export const posts: BlogPost[] = postsFor("en");

export function findPost(slug: string | undefined): BlogPost | undefined {
  return findPostFor("en", slug);
}
