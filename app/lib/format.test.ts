import { describe, expect, it } from "vitest";
import { formatLongDate, formatNumber, formatPrice, formatRating } from "./format";

describe("format", () => {
  it("formats ISO dates in long US form, independent of the time zone", () => {
    expect(formatLongDate("2025-05-12")).toBe("May 12, 2025");
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatLongDate("2024-12-31T23:30:00Z")).toBe("December 31, 2024");
  });
  it("agrees with Intl's long en-US format for every month", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, "0")}-15`;
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
  it("returns an unparseable date unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon");
  });
  it("formats whole-dollar prices", () => {
    expect(formatPrice(1299)).toBe("$1,299");
    expect(formatPrice(29)).toBe("$29");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(1234567)).toBe("$1,234,567");
    expect(formatPrice(99.6)).toBe("$100");
  });
  it("groups thousands in counts", () => {
    expect(formatNumber(5)).toBe("5");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(5234)).toBe("5,234");
    expect(formatNumber(1000000)).toBe("1,000,000");
    expect(formatNumber(-12345)).toBe("-12,345");
    expect(formatNumber(1234.5)).toBe("1,234.5");
  });
  it("shows ratings to one decimal", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.86)).toBe("4.9");
  });
});
