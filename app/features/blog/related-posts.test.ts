import { describe, expect, it } from "vitest";
import { relatedPosts } from "./related-posts";

const post = (slug: string, category: string, date: string) => ({ slug, category, date });

const all = [
  post("a", "AI", "2025-01-01"),
  post("b", "AI", "2025-04-01"),
  post("c", "AI", "2025-03-01"),
  post("d", "AI", "2025-02-01"),
  post("e", "AI", "2025-05-01"),
  post("f", "Security", "2025-06-01"),
  post("g", "Data", "2025-02-15"),
];

const slugs = (result: { posts: Array<{ slug: string }> }) => result.posts.map((item) => item.slug);

describe("relatedPosts", () => {
  it("lists up to three posts of the same category, newest first, without the current post", () => {
    const result = relatedPosts(all, all[0]!);
    expect(result.kind).toBe("related");
    expect(slugs(result)).toEqual(["e", "b", "c"]);
  });

  it("returns fewer than three when the category has fewer other posts", () => {
    const twoAi = all.filter((item) => item.category !== "AI" || ["a", "b"].includes(item.slug));
    const result = relatedPosts(twoAi, twoAi[0]!);
    expect(result).toEqual({ kind: "related", posts: [twoAi[1]] });
  });

  it("falls back to the newest other posts when the category has no other post", () => {
    const result = relatedPosts(all, all[5]!);
    expect(result.kind).toBe("more");
    expect(slugs(result)).toEqual(["e", "b", "c"]);
    expect(slugs(result)).not.toContain("f");
  });

  it("honours a custom maximum and copes with a single post", () => {
    expect(slugs(relatedPosts(all, all[0]!, 1))).toEqual(["e"]);
    expect(relatedPosts([all[0]!], all[0]!)).toEqual({ kind: "more", posts: [] });
  });

  it("does not reorder the array it was given", () => {
    const copy = [...all];
    relatedPosts(all, all[0]!);
    expect(all).toEqual(copy);
  });
});
