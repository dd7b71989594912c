import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template";

describe("fillTemplate", () => {
  it("fills every placeholder, repeated or not, and leaves unknown ones", () => {
    expect(fillTemplate("Go to slide {number}: {name}", { number: 2, name: "Cloud" })).toBe(
      "Go to slide 2: Cloud",
    );
    expect(fillTemplate("{a}{a} {b}", { a: "x" })).toBe("xx {b}");
    expect(fillTemplate("الانتقال إلى الشريحة {number}", { number: 3 })).toBe(
      "الانتقال إلى الشريحة 3",
    );
  });
});
