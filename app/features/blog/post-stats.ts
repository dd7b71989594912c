/**
 * Views and likes are display figures with no backend behind them. They come from a hash of the
 * slug, so the prerendered HTML, the hydrated page and every later visit show the same numbers.
 */

export const viewsRange = { min: 500, max: 5500 } as const;
export const likesRange = { min: 10, max: 210 } as const;

/** 32-bit FNV-1a: tiny, fast and well spread for short strings such as slugs. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function inRange(hash: number, range: { min: number; max: number }): number {
  return range.min + (hash % (range.max - range.min + 1));
}

export function postStats(slug: string): { views: number; likes: number } {
  return {
    views: inRange(hashString(slug), viewsRange),
    // A different seed, so likes are not simply proportional to views.
    likes: inRange(hashString(slug, 0x9e3779b9), likesRange),
  };
}
