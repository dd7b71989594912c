import { describe, expect, it } from "vitest";
import {
  countLines,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatRating,
  plural,
  pluralCategory,
} from "./format";

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

describe("formatting in French and Arabic", () => {
  it("writes long dates with each language's month names, the first of the month as French does", () => {
    expect(formatLongDate("2025-04-22", "fr")).toBe("22 avril 2025");
    expect(formatLongDate("2024-12-01", "fr")).toBe("1er décembre 2024");
    expect(formatLongDate("2026-01-31", "fr")).toBe("31 janvier 2026");
    expect(formatLongDate("2025-04-22", "ar")).toBe("22 أبريل 2025");
    expect(formatLongDate("2025-05-01", "ar")).toBe("1 مايو 2025");
  });

  it("groups numbers and places the dollar sign as French does", () => {
    expect(formatNumber(1234567.5, "fr")).toBe("1\u202f234\u202f567,5");
    expect(formatNumber(-12345, "fr")).toBe("-12\u202f345");
    expect(formatPrice(1299, "fr")).toBe("1\u202f299\u00a0$");
    expect(formatPrice(99, "fr")).toBe("99\u00a0$");
    expect(formatRating(4.8, "fr")).toBe("4,8");
  });

  it("keeps Western digits and the English price form on Arabic pages", () => {
    expect(formatNumber(1234567, "ar")).toBe("1,234,567");
    expect(formatPrice(1299, "ar")).toBe("$1,299");
    expect(formatRating(4.86, "ar")).toBe("4.9");
  });

  it("picks each language's plural form", () => {
    const expected = {
      en: { 0: "other", 1: "one", 2: "other", 11: "other" },
      fr: { 0: "one", 1: "one", 2: "other", 1000000: "many" },
      ar: { 0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 11: "many", 99: "many", 100: "other", 103: "few" },
    } as const;
    for (const [locale, cases] of Object.entries(expected)) {
      for (const [n, category] of Object.entries(cases)) {
        expect(pluralCategory(Number(n), locale as "en" | "fr" | "ar"), `${locale} ${n}`).toBe(category);
      }
    }
    const products = { one: "# produit trouvé", other: "# produits trouvés" };
    expect(plural(1, products, "fr")).toBe("1 produit trouvé");
    expect(plural(8, products, "fr")).toBe("8 produits trouvés");
    expect(plural(0, products, "fr")).toBe("0 produit trouvé");
    expect(plural(1500, products, "fr")).toBe("1\u202f500 produits trouvés");
    expect(plural(3, { one: "# item", few: "# عناصر", other: "# عنصر" }, "ar")).toBe("3 عناصر");
  });
});

describe("countLines", () => {
  it("gives the line for every count from none to the total", () => {
    const forms = { one: "# article", other: "# articles" };
    expect(countLines(2, (count) => plural(count, forms, "en"))).toEqual([
      "0 articles",
      "1 article",
      "2 articles",
    ]);
    expect(countLines(0, (count) => `${count}`)).toEqual(["0"]);
  });
});
