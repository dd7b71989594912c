import { describe, expect, it } from "vitest";
import { formatLongDate, formatPrice, formatRating } from "./format";

describe("format", () => {
  it("formats ISO dates in long US form, independent of the time zone", () => {
    expect(formatLongDate("2025-05-12")).toBe("May 12, 2025");
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
  });
  it("returns an unparseable date unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon");
  });
  it("formats whole-dollar prices", () => {
    expect(formatPrice(1299)).toBe("$1,299");
    expect(formatPrice(29)).toBe("$29");
  });
  it("shows ratings to one decimal", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.86)).toBe("4.9");
  });
});
