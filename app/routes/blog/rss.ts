import type { Route } from "./+types/rss";
import { postsFor } from "~/content/posts";
import { buildRssFeed } from "~/features/blog-feed/rss";
import { localeFromRequest } from "~/lib/i18n";

/** Prerendered to build/client/blog/rss.xml (and /fr/…, /ar/…) at build time, one per language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return new Response(buildRssFeed(postsFor(locale), locale), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
