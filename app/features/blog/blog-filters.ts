/** Search, category filter and sort for the blog list, and their mirror in the URL query. */

export const sortOptions = [
  { value: "date_desc", label: "Newest First" },
  { value: "date_asc", label: "Oldest First" },
  { value: "title_asc", label: "A-Z" },
  { value: "title_desc", label: "Z-A" },
] as const;

export type SortOrder = (typeof sortOptions)[number]["value"];

export type BlogFilters = { q: string; category: string; sort: SortOrder };

export const allCategories = "all";

export const defaultFilters: BlogFilters = { q: "", category: allCategories, sort: "date_desc" };

/** Longer search text is cut here: no title, excerpt or tag comes close, and URLs stay short. */
export const maxQueryLength = 100;

type Filterable = {
  title: string;
  excerpt: string;
  tags: string[];
  category: string;
  date: string;
};

/** 'all' first, then each category once, in the order the posts first use it. */
export function categoryOptions(posts: Array<{ category: string }>): string[] {
  return [allCategories, ...new Set(posts.map((post) => post.category))];
}

/** Lower case without accents, so "securite" finds "sécurité" (French) as "security" does in English. */
export function searchable(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

export function matchesQuery(post: Filterable, query: string): boolean {
  const needle = searchable(query.trim());
  if (!needle) return true;
  return (
    searchable(post.title).includes(needle) ||
    searchable(post.excerpt).includes(needle) ||
    post.tags.some((tag) => searchable(tag).includes(needle))
  );
}

type Compare = (a: Filterable, b: Filterable) => number;

// ISO dates compare correctly as strings, by code unit: no collation (whose data a browser loads
// on first use) is needed. Ties fall back to the title so the order is stable.
const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function comparator(sort: SortOrder, lang: string): Compare {
  // Titles sort by the page language's collation ("é" with "e" in French, Arabic letters in order).
  const byTitle: Compare = (a, b) => a.title.localeCompare(b.title, lang, { sensitivity: "base" });
  const comparators: Record<SortOrder, Compare> = {
    date_desc: (a, b) => byDate(b.date, a.date) || byTitle(a, b),
    date_asc: (a, b) => byDate(a.date, b.date) || byTitle(a, b),
    title_asc: byTitle,
    title_desc: (a, b) => byTitle(b, a),
  };
  return comparators[sort];
}

/** `lang` is the page's language tag ("en", "fr-CA", "ar"), whose collation orders titles. */
export function filterPosts<T extends Filterable>(
  posts: T[],
  filters: BlogFilters,
  lang = "en",
): T[] {
  return posts
    .filter((post) => filters.category === allCategories || post.category === filters.category)
    .filter((post) => matchesQuery(post, filters.q))
    .sort(comparator(filters.sort, lang));
}

function isSortOrder(value: string | null): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

/** Reads the query string; anything not on the whitelist falls back to the default. */
export function parseFilters(params: URLSearchParams, categories: string[]): BlogFilters {
  const category = params.get("category");
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").slice(0, maxQueryLength),
    category:
      category !== null && categories.includes(category) ? category : defaultFilters.category,
    sort: isSortOrder(sort) ? sort : defaultFilters.sort,
  };
}

/** The query string for a set of filters; defaults are left out so the plain /blog stays clean. */
export function filtersToParams(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.category !== defaultFilters.category) params.set("category", filters.category);
  if (filters.sort !== defaultFilters.sort) params.set("sort", filters.sort);
  return params;
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return filtersToParams(filters).toString() !== "";
}

/**
 * Which filters the page shows. Before hydration: the defaults, matching the prerendered HTML.
 * While the visitor edits: their draft, because the URL update that mirrors it lands a moment
 * later. After any other navigation (a link, Back): the URL.
 */
export function resolveFilters({
  hydrated,
  fromUrl,
  draft,
  locationKey,
  locationIsMirror,
}: {
  hydrated: boolean;
  fromUrl: BlogFilters;
  draft: { filters: BlogFilters; baseKey: string } | null;
  locationKey: string;
  /** True when the current history entry was written by the filters themselves. */
  locationIsMirror: boolean;
}): BlogFilters {
  if (!hydrated) return defaultFilters;
  if (draft && (locationIsMirror || draft.baseKey === locationKey)) return draft.filters;
  return fromUrl;
}

/** Cards show at most three tags; the post page shows them all. */
export const maxCardTags = 3;

export function cardTags(tags: string[]): string[] {
  return tags.slice(0, maxCardTags);
}
