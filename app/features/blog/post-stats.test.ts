import { describe, expect, it } from "vitest";
import { hashString, likesRange, postStats, viewsRange } from "./post-stats";

describe("hashString", () => {
  it("matches the published FNV-1a test vectors", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
    expect(hashString("foobar")).toBe(0xbf9cf968);
  });
});

describe("postStats", () => {
  it("returns the same numbers for the same slug every time", () => {
    expect(postStats("devops-trends-2025")).toEqual(postStats("devops-trends-2025"));
  });

  it("keeps views and likes inside the spec's ranges for many slugs", () => {
    for (let index = 0; index < 2000; index++) {
      const { views, likes } = postStats(`post-${index}`);
      expect(Number.isInteger(views)).toBe(true);
      expect(views).toBeGreaterThanOrEqual(viewsRange.min);
      expect(views).toBeLessThanOrEqual(viewsRange.max);
      expect(likes).toBeGreaterThanOrEqual(likesRange.min);
      expect(likes).toBeLessThanOrEqual(likesRange.max);
    }
  });

  it("spreads different slugs across the range", () => {
    const views = new Set(Array.from({ length: 200 }, (_, index) => postStats(`slug-${index}`).views));
    expect(views.size).toBeGreaterThan(180);
    const all = [...views];
    expect(Math.min(...all)).toBeLessThan(1500);
    expect(Math.max(...all)).toBeGreaterThan(4500);
  });
});
