/** The blog's RSS feed; each language has its own under its prefix (/fr/blog/rss.xml). */
export const feedPath = "/blog/rss.xml";
