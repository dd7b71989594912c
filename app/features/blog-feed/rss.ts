import { site } from "~/content/site";

/** Placeholder until the blog issue lands: a valid, empty RSS 2.0 channel. */
export function buildRssFeed(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${site.name} Blog</title><link>${site.url}/blog</link><description>${site.description}</description></channel></rss>
`;
}
