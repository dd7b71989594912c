// Relative imports only: react-router.config.ts loads the post modules outside Vite.
// A post's images, apart from its text: cards and the post header draw covers without bringing
// the catalogue's summaries into a page's JavaScript.

export const coverSize = { width: 1200, height: 630 } as const;

export function coverSrc(imageSlug: string): string {
  return `/images/blog/${imageSlug}.svg`;
}

/** The cover rendered as PNG, the format every social network accepts for og:image. */
export function socialImageSrc(imageSlug: string): string {
  return `/images/social/blog/${imageSlug}.png`;
}
