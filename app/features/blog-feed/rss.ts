import { categoryLabelsFor, posts as allPosts } from "~/content/posts";
import type { BlogPost } from "~/content/posts";
import * as blog from "~/content/blog";
import { localizedModule } from "~/content/localized-copy";
import { absoluteUrl, site } from "~/content/site";
import { documentLanguage, localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";

import { feedPath } from "~/lib/feed-path";

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** RFC 822 date as RSS 2.0 requires, e.g. "Mon, 12 May 2025 00:00:00 GMT". */
export function rfc822(isoDate: string): string {
  return new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate).toUTCString();
}

type FeedPost = Pick<BlogPost, "slug" | "title" | "date" | "author" | "excerpt"> & {
  category: string;
};

/**
 * The blog's RSS 2.0 feed, newest first. Built at prerender time from the same posts the pages
 * render; lastBuildDate is the newest post's date so rebuilding without new posts changes nothing.
 */
export function buildRssFeed(posts: FeedPost[] = allPosts, locale: SiteLocale = "en"): string {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const labels: Record<string, string> = categoryLabelsFor(locale);
  const copy = localizedModule(blog, "blog", locale).feedCopy;
  const items = sorted.map((post) => {
    const url = absoluteUrl(localizedPath(`/blog/${post.slug}`, locale));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(labels[post.category] ?? post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = sorted[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(copy.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(localizedPath("/blog", locale)))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(localizedPath(feedPath, locale)))}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(copy.description)}</description>`,
    `    <language>${(locale === "en" ? site.locale : documentLanguage(locale).lang).toLowerCase()}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
