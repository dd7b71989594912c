import { describe, expect, it } from "vitest";
import {
  cardTags,
  categoryOptions,
  defaultFilters,
  filterPosts,
  filtersToParams,
  hasActiveFilters,
  maxQueryLength,
  parseFilters,
  resolveFilters,
} from "./blog-filters";
import type { BlogFilters } from "./blog-filters";

const sample = [
  { title: "Zebra routing", excerpt: "Logistics at scale", tags: ["Maps"], category: "Ops", date: "2025-03-01" },
  { title: "alpha release notes", excerpt: "What shipped", tags: ["Product", "Cloud"], category: "Dev", date: "2025-01-15" },
  { title: "Budget Planning", excerpt: "Cloud costs explained", tags: ["Finance"], category: "Ops", date: "2025-05-20" },
  { title: "Monitoring", excerpt: "Alerts that matter", tags: ["SRE", "Observability"], category: "Dev", date: "2025-05-20" },
];

const titles = (filters: Partial<BlogFilters>) =>
  filterPosts(sample, { ...defaultFilters, ...filters }).map((post) => post.title);

describe("categoryOptions", () => {
  it("starts with 'all' and lists each category once in first-use order", () => {
    expect(categoryOptions(sample)).toEqual(["all", "Ops", "Dev"]);
  });
  it("offers only 'all' when there are no posts", () => {
    expect(categoryOptions([])).toEqual(["all"]);
  });
});

describe("filterPosts", () => {
  it("sorts newest first by default, breaking date ties by title", () => {
    expect(titles({})).toEqual(["Budget Planning", "Monitoring", "Zebra routing", "alpha release notes"]);
  });
  it("sorts oldest first", () => {
    expect(titles({ sort: "date_asc" })).toEqual([
      "alpha release notes",
      "Zebra routing",
      "Budget Planning",
      "Monitoring",
    ]);
  });
  it("sorts by title ignoring case, both ways", () => {
    expect(titles({ sort: "title_asc" })).toEqual([
      "alpha release notes",
      "Budget Planning",
      "Monitoring",
      "Zebra routing",
    ]);
    expect(titles({ sort: "title_desc" })).toEqual([
      "Zebra routing",
      "Monitoring",
      "Budget Planning",
      "alpha release notes",
    ]);
  });
  it("matches the title, the excerpt or any tag, case-insensitively", () => {
    expect(titles({ q: "ZEBRA" })).toEqual(["Zebra routing"]);
    expect(titles({ q: "alerts" })).toEqual(["Monitoring"]);
    expect(titles({ q: "observ" })).toEqual(["Monitoring"]);
    // "cloud" is a tag on one post and in the excerpt of another.
    expect(titles({ q: "cloud" })).toEqual(["Budget Planning", "alpha release notes"]);
  });
  it("ignores surrounding spaces and treats a blank query as no query", () => {
    expect(titles({ q: "  zebra  " })).toEqual(["Zebra routing"]);
    expect(titles({ q: "   " })).toHaveLength(4);
  });
  it("does not match the category name itself", () => {
    expect(titles({ q: "Ops" })).toEqual([]);
  });
  it("filters by category and combines with search and sort", () => {
    expect(titles({ category: "Dev" })).toEqual(["Monitoring", "alpha release notes"]);
    expect(titles({ category: "Ops", q: "cloud" })).toEqual(["Budget Planning"]);
    expect(titles({ category: "Dev", sort: "title_desc" })).toEqual(["Monitoring", "alpha release notes"]);
  });
  it("returns nothing when no post matches, and treats markup as plain text", () => {
    expect(titles({ q: "<img src=x onerror=alert(1)>" })).toEqual([]);
    expect(titles({ category: "Ops", q: "alpha" })).toEqual([]);
  });
  it("does not reorder the array it was given", () => {
    const copy = [...sample];
    filterPosts(sample, { ...defaultFilters, sort: "title_asc" });
    expect(sample).toEqual(copy);
  });
});

describe("parseFilters and filtersToParams", () => {
  const categories = categoryOptions(sample);

  it("reads whitelisted values from the query", () => {
    expect(parseFilters(new URLSearchParams("q=cloud&category=Dev&sort=title_asc"), categories)).toEqual({
      q: "cloud",
      category: "Dev",
      sort: "title_asc",
    });
  });
  it("falls back to the defaults for unknown or hostile values", () => {
    expect(
      parseFilters(new URLSearchParams("category=javascript:alert(1)&sort=<b>&x=1"), categories),
    ).toEqual(defaultFilters);
    expect(parseFilters(new URLSearchParams("category=dev"), categories).category).toBe("all");
  });
  it("cuts a very long query to the limit", () => {
    const long = "a".repeat(10_000);
    expect(parseFilters(new URLSearchParams({ q: long }), categories).q).toHaveLength(maxQueryLength);
  });
  it("leaves defaults out of the query string and round-trips the rest", () => {
    expect(filtersToParams(defaultFilters).toString()).toBe("");
    expect(filtersToParams({ ...defaultFilters, q: "  " }).toString()).toBe("");
    const filters: BlogFilters = { q: "cloud & cost", category: "Ops", sort: "date_asc" };
    expect(parseFilters(filtersToParams(filters), categories)).toEqual(filters);
  });
  it("knows when any filter is active", () => {
    expect(hasActiveFilters(defaultFilters)).toBe(false);
    expect(hasActiveFilters({ ...defaultFilters, sort: "title_asc" })).toBe(true);
  });
});

describe("resolveFilters", () => {
  const fromUrl: BlogFilters = { q: "", category: "Dev", sort: "date_desc" };
  const typed: BlogFilters = { q: "mon", category: "Dev", sort: "date_desc" };

  it("shows the defaults until hydration, whatever the URL says", () => {
    expect(resolveFilters({ hydrated: false, fromUrl, draft: null, locationKey: "a", locationIsMirror: false })).toEqual(
      defaultFilters,
    );
  });
  it("shows the URL after hydration when nothing was typed", () => {
    expect(resolveFilters({ hydrated: true, fromUrl, draft: null, locationKey: "a", locationIsMirror: false })).toBe(fromUrl);
  });
  it("shows the draft while its URL update is pending and after it lands", () => {
    const draft = { filters: typed, baseKey: "a" };
    expect(resolveFilters({ hydrated: true, fromUrl, draft, locationKey: "a", locationIsMirror: false })).toBe(typed);
    expect(resolveFilters({ hydrated: true, fromUrl, draft, locationKey: "b", locationIsMirror: true })).toBe(typed);
  });
  it("follows the URL again after another navigation", () => {
    const draft = { filters: typed, baseKey: "a" };
    expect(resolveFilters({ hydrated: true, fromUrl, draft, locationKey: "c", locationIsMirror: false })).toBe(fromUrl);
  });
});

describe("cardTags", () => {
  it("keeps at most three tags, in their original order", () => {
    expect(cardTags(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c"]);
    expect(cardTags(["a", "b"])).toEqual(["a", "b"]);
    expect(cardTags([])).toEqual([]);
  });
});

describe("filterPosts in French and Arabic", () => {
  const post = (title: string, date = "2025-01-01") => ({
    title,
    excerpt: "",
    tags: [] as string[],
    category: "DevOps",
    date,
  });

  it("finds accented words typed without their accents", () => {
    const posts = [post("Maîtriser la sécurité infonuagique"), post("Tendances DevOps")];
    const found = filterPosts(posts, { ...defaultFilters, q: "securite" }, "fr-CA");
    expect(found.map((item) => item.title)).toEqual(["Maîtriser la sécurité infonuagique"]);
  });

  it("sorts titles by the page language's collation", () => {
    const posts = [post("Zèbre"), post("éthique"), post("Avenir")];
    const sorted = filterPosts(posts, { ...defaultFilters, sort: "title_asc" }, "fr-CA");
    expect(sorted.map((item) => item.title)).toEqual(["Avenir", "éthique", "Zèbre"]);
    const arabic = [post("مستقبل"), post("أمن"), post("بيانات")];
    const arabicSorted = filterPosts(arabic, { ...defaultFilters, sort: "title_asc" }, "ar");
    expect(arabicSorted.map((item) => item.title)).toEqual(["أمن", "بيانات", "مستقبل"]);
  });
});
