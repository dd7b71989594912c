export const maxRelated = 3;

type Relatable = { slug: string; category: string; date: string };

/**
 * Posts from the same category, newest first, never the current one. When the category has no
 * other post, the newest other posts are offered instead and labelled "More articles", so the
 * sidebar never claims a relation that does not exist.
 */
export function relatedPosts<T extends Relatable>(
  all: T[],
  current: Relatable,
  max = maxRelated,
): { kind: "related" | "more"; posts: T[] } {
  const others = all
    .filter((post) => post.slug !== current.slug)
    .sort((a, b) => b.date.localeCompare(a.date));
  const sameCategory = others.filter((post) => post.category === current.category);
  if (sameCategory.length > 0) return { kind: "related", posts: sameCategory.slice(0, max) };
  return { kind: "more", posts: others.slice(0, max) };
}
