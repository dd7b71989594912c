import { describe, expect, it } from "vitest";
import {
  addComment,
  commentAuthor,
  commentListSchema,
  commentMaxLength,
  createComment,
  initials,
  isBlankComment,
  seedComments,
  toIsoDate,
} from "./comments";
import type { Comment } from "./comments";
import { postPageCopy } from "~/content/blog";

// The English copy the blog passes in.
const guestName = postPageCopy.comments.guestAuthor;
const seedTexts = postPageCopy.comments.seeds.map((seed) => seed.text);

const now = new Date(2025, 5, 3, 14, 30);

describe("commentAuthor", () => {
  it("is Guest User for visitors and the product admin for admins", () => {
    expect(commentAuthor(false, guestName)).toBe("Guest User");
    expect(commentAuthor(true, guestName)).toMatch(/^\S+ Admin$/);
    expect(commentAuthor(true, guestName)).not.toBe("Guest User");
  });
});

describe("isBlankComment", () => {
  it("treats empty and whitespace-only text as blank", () => {
    expect(isBlankComment("")).toBe(true);
    expect(isBlankComment(" \n\t ")).toBe(true);
    expect(isBlankComment(" ok ")).toBe(false);
  });
});

describe("toIsoDate", () => {
  it("formats the local calendar date with zero padding", () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe("2025-01-05");
    expect(toIsoDate(new Date(2025, 11, 31, 0, 0))).toBe("2025-12-31");
  });
});

describe("seedComments", () => {
  it("returns two valid comments dated after the post, newest first", () => {
    const seeds = seedComments("2025-02-27", seedTexts);
    expect(seeds).toHaveLength(2);
    expect(commentListSchema.safeParse(seeds).success).toBe(true);
    expect(seeds.map((seed) => seed.date)).toEqual(["2025-03-05", "2025-03-02"]);
    expect(new Set(seeds.map((seed) => seed.id)).size).toBe(2);
  });
});

describe("createComment", () => {
  it("returns null for blank text", () => {
    expect(createComment({ text: "   ", isAdmin: false, now, existing: [], guestName })).toBeNull();
  });

  it("trims the text and stamps author, date, id and avatar", () => {
    const comment = createComment({ text: "  Great read!  ", isAdmin: false, now, existing: [], guestName });
    expect(comment).toEqual({
      id: now.getTime(),
      author: "Guest User",
      date: "2025-06-03",
      text: "Great read!",
      avatarSlug: "guest",
    });
  });

  it("uses the admin author when the admin flag is set", () => {
    const comment = createComment({ text: "Thanks", isAdmin: true, now, existing: [], guestName });
    expect(comment?.author).toBe(commentAuthor(true, guestName));
    expect(comment?.avatarSlug).toBe("admin");
  });

  it("keeps markup as plain text, exactly as typed", () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    expect(createComment({ text: hostile, isAdmin: false, now, existing: [], guestName })?.text).toBe(hostile);
  });

  it("never reuses an id, even within the same millisecond", () => {
    const first = createComment({ text: "a", isAdmin: false, now, existing: [], guestName })!;
    const second = createComment({ text: "b", isAdmin: false, now, existing: [first], guestName })!;
    expect(second.id).toBeGreaterThan(first.id);
  });

  it("cuts text at the limit and the result still validates", () => {
    const comment = createComment({ text: "x".repeat(10_000), isAdmin: false, now, existing: [], guestName })!;
    expect(comment.text).toHaveLength(commentMaxLength);
    expect(commentListSchema.safeParse([comment]).success).toBe(true);
  });
});

describe("addComment", () => {
  it("puts the new comment at the top without changing the old list", () => {
    const seeds = seedComments("2025-01-01", seedTexts);
    const comment: Comment = { id: 9, author: "Guest User", date: "2025-06-03", text: "Hi", avatarSlug: "guest" };
    const list = addComment(seeds, comment);
    expect(list.map((item) => item.id)).toEqual([9, ...seeds.map((seed) => seed.id)]);
    expect(seeds).toHaveLength(2);
  });
});

describe("commentListSchema", () => {
  it("rejects stored values that are not a list of comments", () => {
    expect(commentListSchema.safeParse({}).success).toBe(false);
    expect(commentListSchema.safeParse([{ id: "1", author: "a", date: "x", text: "", avatarSlug: "" }]).success).toBe(
      false,
    );
  });

  it("accepts a well-formed list and rejects over-long or malformed fields", () => {
    const ok = { id: 1, author: "Ana", date: "2026-01-02", text: "Thanks", avatarSlug: "" };
    expect(commentListSchema.safeParse([ok]).success).toBe(true);
    expect(commentListSchema.safeParse([{ ...ok, text: "x".repeat(commentMaxLength + 1) }]).success).toBe(false);
    expect(commentListSchema.safeParse([{ ...ok, author: "" }]).success).toBe(false);
    expect(commentListSchema.safeParse([{ ...ok, date: "2 Jan 2026" }]).success).toBe(false);
    expect(commentListSchema.safeParse([{ ...ok, id: Number.NaN }]).success).toBe(false);
    expect(commentListSchema.safeParse([ok, null]).success).toBe(false);
  });
});

describe("initials", () => {
  it("takes the first and last initials", () => {
    expect(initials("Sarah Mitchell")).toBe("SM");
    expect(initials("Guest User")).toBe("GU");
    expect(initials("Mary Anne van Dyke")).toBe("MD");
    expect(initials("cher")).toBe("C");
    expect(initials("  ")).toBe("?");
  });
});

describe("comments in the page's language", () => {
  it("seeds the translated texts and names a guest in that language", () => {
    const seeds = seedComments("2025-05-01", ["Premier", "Second"]);
    expect(seeds.map((comment) => comment.text)).toEqual(["Premier", "Second"]);
    expect(commentAuthor(false, "Invité")).toBe("Invité");
    const comment = createComment({ text: "Bonjour", isAdmin: false, now: new Date(), existing: [], guestName: "Invité" });
    expect(comment?.author).toBe("Invité");
  });
});
