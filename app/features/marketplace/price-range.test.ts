import { describe, expect, it } from "vitest";
import { applyPriceBound, parsePriceInput } from "./price-range";

describe("parsePriceInput", () => {
  it("reads numbers", () => {
    expect(parsePriceInput("499")).toBe(499);
    expect(parsePriceInput(" 49.5 ")).toBe(49.5);
    expect(parsePriceInput("0")).toBe(0);
  });

  it("counts non-numeric and empty input as 0", () => {
    expect(parsePriceInput("")).toBe(0);
    expect(parsePriceInput("abc")).toBe(0);
    expect(parsePriceInput("12abc")).toBe(0);
    expect(parsePriceInput("Infinity")).toBe(0);
    expect(parsePriceInput("NaN")).toBe(0);
    expect(parsePriceInput("<script>")).toBe(0);
  });

  it("never goes below the minimum of 0", () => {
    expect(parsePriceInput("-50")).toBe(0);
  });
});

describe("applyPriceBound", () => {
  const range = { min: 100, max: 500 };

  it("accepts a lower bound at or below the upper bound", () => {
    expect(applyPriceBound(range, "min", "200")).toEqual({ accepted: true, range: { min: 200, max: 500 } });
    expect(applyPriceBound(range, "min", "500")).toEqual({ accepted: true, range: { min: 500, max: 500 } });
  });

  it("accepts an upper bound at or above the lower bound", () => {
    expect(applyPriceBound(range, "max", "1500")).toEqual({ accepted: true, range: { min: 100, max: 1500 } });
    expect(applyPriceBound(range, "max", "100")).toEqual({ accepted: true, range: { min: 100, max: 100 } });
  });

  it("rejects a lower bound above the upper bound and keeps the range", () => {
    const result = applyPriceBound(range, "min", "501");
    expect(result.accepted).toBe(false);
    expect(result.range).toBe(range);
  });

  it("rejects an upper bound below the lower bound and keeps the range", () => {
    const result = applyPriceBound(range, "max", "99");
    expect(result.accepted).toBe(false);
    expect(result.range).toBe(range);
    if (!result.accepted) expect(result.reason).toMatch(/maximum/);
  });

  it("treats a non-numeric bound as 0", () => {
    expect(applyPriceBound(range, "min", "abc")).toEqual({ accepted: true, range: { min: 0, max: 500 } });
    // 0 is below the lower bound of 100, so an emptied upper field is rejected.
    expect(applyPriceBound(range, "max", "").accepted).toBe(false);
    expect(applyPriceBound({ min: 0, max: 500 }, "max", "")).toEqual({ accepted: true, range: { min: 0, max: 0 } });
  });

  it("clamps a negative bound to 0", () => {
    expect(applyPriceBound(range, "min", "-10")).toEqual({ accepted: true, range: { min: 0, max: 500 } });
  });
});
