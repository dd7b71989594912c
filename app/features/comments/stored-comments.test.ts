// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage";
import { hasStoredComments } from "./stored-comments";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("hasStoredComments", () => {
  it("is true only for a post this browser keeps comments for", () => {
    localStorage.setItem(storageKeys.comments("a-post"), "[]");
    expect(hasStoredComments({ slug: "a-post" })).toBe(true);
    expect(hasStoredComments({ slug: "another-post" })).toBe(false);
  });

  it("is false when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(hasStoredComments({ slug: "a-post" })).toBe(false);
  });
});
