import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./fill-placeholders";

describe("fillPlaceholders", () => {
  it("replaces every named placeholder, as often as it occurs", () => {
    expect(fillPlaceholders("Language: {language}", { language: "Français" })).toBe(
      "Language: Français",
    );
    expect(fillPlaceholders("{a} and {a}, {b}", { a: 1, b: "two" })).toBe("1 and 1, two");
  });

  it("keeps placeholders it has no value for and text that only looks like one", () => {
    expect(fillPlaceholders("Go to {path}", {})).toBe("Go to {path}");
    expect(fillPlaceholders("{ not one } {x-y}", { x: 1 })).toBe("{ not one } {x-y}");
  });

  it("inserts values literally, even ones holding $ patterns or braces", () => {
    expect(fillPlaceholders('for "{query}"', { query: "$& {query} $1" })).toBe(
      'for "$& {query} $1"',
    );
  });
});
