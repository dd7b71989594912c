import { describe, expect, it } from "vitest";
import { formatLongDate, formatNumber, formatPrice, formatRating, plural, pluralCategory } from "./format";

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
  const arabic = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("ar-u-nu-latn", options);
  it("writes long dates as Intl does", () => {
    for (const iso of ["2025-04-22", "2024-12-01", "2026-01-31"]) {
      const date = new Date(`${iso}T00:00:00Z`);
      const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
      expect(formatLongDate(iso, "fr")).toBe(new Intl.DateTimeFormat("fr-CA", options).format(date).replace(/^1 /, "1er "));
      expect(formatLongDate(iso, "ar")).toBe(arabic(options).format(date).replace(/\u200f/g, ""));
    }
    expect(formatLongDate("2025-04-22", "fr")).toBe("22 avril 2025");
  });

  it("groups numbers and places the dollar sign as French does", () => {
    expect(formatNumber(1234567.5, "fr")).toBe(new Intl.NumberFormat("fr-CA").format(1234567.5).replace(/\u00a0/g, "\u202f"));
    expect(formatPrice(1299, "fr")).toBe("1\u202f299\u00a0$");
    expect(formatPrice(99, "fr")).toBe("99\u00a0$");
    expect(formatNumber(1234567, "ar")).toBe("1,234,567");
    expect(formatRating(4.8, "fr")).toBe("4,8");
  });

  it("picks the plural form Intl.PluralRules picks", () => {
    for (const locale of ["en", "fr", "ar"] as const) {
      const rules = new Intl.PluralRules(locale === "fr" ? "fr-CA" : locale);
      for (const n of [0, 1, 2, 3, 10, 11, 25, 99, 100, 101, 102, 103, 111, 1000000]) {
        expect(pluralCategory(n, locale), `${locale} ${n}`).toBe(rules.select(n));
      }
    }
    const products = { one: "# produit trouvé", other: "# produits trouvés" };
    expect(plural(1, products, "fr")).toBe("1 produit trouvé");
    expect(plural(8, products, "fr")).toBe("8 produits trouvés");
    expect(plural(0, products, "fr")).toBe("0 produit trouvé");
  });
});
