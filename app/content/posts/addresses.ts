// Relative imports only: react-router.config.ts loads the post modules outside Vite.
/**
 * Which addresses under /blog/ are posts, and where the others lead, without the posts' text: the
 * post page checks an address in the browser (before first paint, and on the SPA fallback) with
 * these few strings. posts.test.ts checks the list against the posts.
 */
export const postSlugs = [
  "future-of-ai-in-business",
  "mastering-cloud-security",
  "data-driven-decision-making",
  "devops-trends-2025",
  "navigating-digital-transformation",
] as const;

export function isPostSlug(slug: string | undefined): boolean {
  return postSlugs.some((known) => known === slug);
}

/** Old or shortened addresses that other pages link to, mapped to the post they mean. */
export const postAliases: Record<string, string> = {
  "future-of-ai": "future-of-ai-in-business",
};

export function resolvePostAlias(slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(postAliases, slug) ? postAliases[slug] : undefined;
}

/** Where an address without a post of its own leads: its alias target, or the blog. */
export function postRedirectTarget(slug: string | undefined): string {
  const alias = resolvePostAlias(slug);
  return alias ? `/blog/${alias}` : "/blog";
}
