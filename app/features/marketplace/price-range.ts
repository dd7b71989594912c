import type { PriceRange } from "./filters";

export type PriceBound = "min" | "max";

/** Numeric, minimum 0; anything that is not a number (including an empty field) counts as 0. */
export function parsePriceInput(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === "") return 0;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, value);
}

export type PriceBoundResult =
  | { accepted: true; range: PriceRange }
  | { accepted: false; range: PriceRange; reason: string };

/**
 * The spec's rule: a change is accepted only when the lower bound does not exceed the upper one
 * (equal bounds are fine). A rejected change leaves the range as it was.
 */
export function applyPriceBound(range: PriceRange, bound: PriceBound, raw: string): PriceBoundResult {
  const value = parsePriceInput(raw);
  const next = bound === "min" ? { min: value, max: range.max } : { min: range.min, max: value };
  if (next.min > next.max) {
    return {
      accepted: false,
      range,
      reason:
        bound === "min"
          ? "The minimum price can't be higher than the maximum."
          : "The maximum price can't be lower than the minimum.",
    };
  }
  return { accepted: true, range: next };
}
