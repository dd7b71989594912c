/** The HTML a post page renders, and figures derived from it. */

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * The post's own body when it has one; otherwise placeholder content built from the title and
 * excerpt (escaped, so the placeholder is safe even if those fields ever carry markup).
 */
export function postBodyHtml(post: { title: string; excerpt: string; fullContent?: string }): string {
  if (post.fullContent?.trim()) return post.fullContent;
  const title = escapeHtml(post.title);
  return [
    `<p>${escapeHtml(post.excerpt)}</p>`,
    `<h2>About this article</h2>`,
    `<p>The full text of &ldquo;${title}&rdquo; is still being edited. The summary above covers its main points; check back soon for the complete article.</p>`,
  ].join("\n");
}

export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Rounded up at an average reading speed of 220 words a minute; never less than one minute. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 220));
}
