import { describe, expect, test } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("isPlainClick", () => {
  test("a primary click with no modifier", () => {
    expect(isPlainClick(click)).toBe(true);
  });
  test("another button or any modifier keeps the browser's meaning", () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
  });
});
