import { buildRssFeed } from "~/features/blog-feed/rss";

/** Prerendered to build/client/blog/rss.xml at build time. */
export function loader() {
  return new Response(buildRssFeed(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
