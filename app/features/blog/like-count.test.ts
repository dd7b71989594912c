import { describe, expect, it } from "vitest";
import { postPageCopy } from "~/content/blog";
import { likeCountText, likeCounts } from "./like-count";

const forms = postPageCopy.likes.count;

describe("likeCountText", () => {
  it("splits the plural form around the number, written the language's way", () => {
    expect(likeCountText(1, forms, "en")).toEqual({
      before: "",
      number: "1",
      after: " person likes this article",
    });
    expect(likeCountText(1234, forms, "en").number).toBe("1,234");
    expect(likeCountText(1234, { other: "# j’aime" }, "fr")).toEqual({
      before: "",
      number: "1\u202f234",
      after: " j’aime",
    });
  });

  it("keeps text on both sides of the number and a form without one", () => {
    expect(likeCountText(3, { other: "liked by # readers" }, "en")).toEqual({
      before: "liked by ",
      number: "3",
      after: " readers",
    });
    expect(likeCountText(1, { one: "one like", other: "# likes" }, "en")).toEqual({
      before: "",
      number: null,
      after: " one like",
    });
  });
});

describe("likeCounts", () => {
  it("gives the line before and after the visitor's like", () => {
    const [unliked, liked] = likeCounts(208, forms, "en");
    expect(unliked.number).toBe("208");
    expect(liked.number).toBe("209");
    expect(likeCounts(0, forms, "en")[1].after).toBe(" person likes this article");
  });
});
