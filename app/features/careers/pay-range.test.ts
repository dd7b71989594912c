import { describe, expect, it } from "vitest";
import { jobPageCopy } from "~/content/jobs";
import * as ar from "~/content/compiled/ar/jobs";
import * as fr from "~/content/compiled/fr/jobs";
import { formatPayRange, hoursPerYear, payRangeProblems } from "./pay-range";

describe("payRangeProblems (Ontario's pay transparency rule)", () => {
  it("accepts a yearly range up to $50,000 wide and an hourly one that is within it over a year", () => {
    expect(payRangeProblems({ currency: "CAD", min: 100000, max: 150000, unit: "YEAR" })).toEqual([]);
    // $24 an hour is $49,920 over a 2,080-hour year.
    expect(payRangeProblems({ currency: "CAD", min: 50, max: 74, unit: "HOUR" })).toEqual([]);
    expect(hoursPerYear).toBe(2080);
  });

  it("refuses a range wider than $50,000, per year or per hour", () => {
    expect(payRangeProblems({ currency: "CAD", min: 90000, max: 140001, unit: "YEAR" })).toHaveLength(1);
    expect(payRangeProblems({ currency: "CAD", min: 50, max: 75, unit: "HOUR" })).toHaveLength(1);
  });

  it("leaves the width free above $200,000 a year, as the rule does", () => {
    expect(payRangeProblems({ currency: "CAD", min: 180000, max: 260000, unit: "YEAR" })).toEqual([]);
  });

  it("refuses an empty or reversed range, another currency and another unit", () => {
    expect(payRangeProblems({ currency: "CAD", min: 90000, max: 90000, unit: "YEAR" })).toHaveLength(1);
    expect(payRangeProblems({ currency: "CAD", min: 95000, max: 90000, unit: "YEAR" })).toHaveLength(1);
    expect(payRangeProblems({ currency: "CAD", min: 0, max: 10, unit: "HOUR" })).toHaveLength(1);
    expect(payRangeProblems({ currency: "USD" as "CAD", min: 1, max: 2, unit: "HOUR" })).toHaveLength(1);
    expect(payRangeProblems({ currency: "CAD", min: 1, max: 2, unit: "MONTH" as "YEAR" })).toHaveLength(1);
  });
});

describe("formatPayRange", () => {
  const yearly = { currency: "CAD", min: 95000, max: 115000, unit: "YEAR" } as const;
  const hourly = { currency: "CAD", min: 75, max: 95, unit: "HOUR" } as const;

  it("writes Canadian English amounts", () => {
    expect(formatPayRange(yearly, "en", jobPageCopy)).toBe("$95,000–$115,000 a year");
    expect(formatPayRange(hourly, "en", jobPageCopy)).toBe("$75–$95 an hour");
  });

  it("writes French amounts as fr-CA does (95 000 $)", () => {
    expect(formatPayRange(yearly, "fr", fr.jobPageCopy)).toBe("95\u00a0000\u00a0$ à 115\u00a0000\u00a0$ par année");
    expect(formatPayRange(hourly, "fr", fr.jobPageCopy)).toBe("75\u00a0$ à 95\u00a0$ l’heure");
  });

  it("writes Arabic amounts with Western digits, as the rest of the Arabic site", () => {
    const text = formatPayRange(yearly, "ar", ar.jobPageCopy);
    expect(text).toContain("95,000");
    expect(text).toContain("115,000");
    expect(text).toBe("من 95,000 دولار كندي إلى 115,000 دولار كندي سنويًا");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("keeps cents when an amount has them", () => {
    expect(formatPayRange({ currency: "CAD", min: 72.5, max: 90, unit: "HOUR" }, "en", jobPageCopy)).toBe(
      "$72.50–$90.00 an hour",
    );
  });
});
