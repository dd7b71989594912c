import type { BlogPostSummary } from "~/content/posts/catalogue";
import { formatLongDate } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";

/** A post summary with its date written out in the page's language ("May 12, 2025"). */
export type DatedPost = BlogPostSummary & { dateText: string };

/**
 * Dates written by the loaders, while prerendering: a browser's first Intl date format costs tens
 * of milliseconds of main thread, which a list of posts would spend while the page hydrates.
 */
export function withDateText(posts: readonly BlogPostSummary[], locale: SiteLocale): DatedPost[] {
  return posts.map((post) => ({ ...post, dateText: formatLongDate(post.date, locale) }));
}
