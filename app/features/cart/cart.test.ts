import { describe, expect, it } from "vitest";
import { parseStored } from "~/lib/storage";
import {
  addToCart,
  cartQuantity,
  cartSchema,
  cartTotal,
  lineQuantity,
  maxLineQuantity,
  quoteHref,
  removeLine,
  setQuantity,
} from "./cart";
import type { CartLine, CartProduct } from "./cart";

const flow: CartProduct = { id: "automation-suite", name: "Flow", price: 499, imageSlug: "automation-suite", icon: "workflow" };
const vault: CartProduct = { id: "cloud-storage", name: "Vault", price: 29, imageSlug: "cloud-storage", icon: "cloud" };
const line = (product: CartProduct, quantity: number): CartLine => ({ ...product, quantity });

describe("addToCart", () => {
  it("adds a new product with quantity 1", () => {
    expect(addToCart([], flow)).toEqual([line(flow, 1)]);
  });

  it("stores only the cart line's fields", () => {
    const product = { ...flow, longDescription: "Long copy", features: ["One"] };
    expect(addToCart([], product)).toEqual([line(flow, 1)]);
  });

  it("raises the quantity of an existing line by 1 and keeps the order", () => {
    const lines = [line(flow, 1), line(vault, 3)];
    expect(addToCart(lines, flow)).toEqual([line(flow, 2), line(vault, 3)]);
  });

  it("does not change the input", () => {
    const lines = [line(flow, 1)];
    addToCart(lines, flow);
    expect(lines).toEqual([line(flow, 1)]);
  });

  it("stops at the cap and returns the same array", () => {
    const lines = [line(flow, maxLineQuantity)];
    expect(addToCart(lines, flow)).toBe(lines);
    expect(addToCart([line(flow, 98)], flow)).toEqual([line(flow, 99)]);
  });
});

describe("setQuantity", () => {
  const lines = [line(flow, 2), line(vault, 1)];

  it("sets the quantity of one line", () => {
    expect(setQuantity(lines, "cloud-storage", 5)).toEqual([line(flow, 2), line(vault, 5)]);
  });

  it("clamps to 1..99 and drops fractions", () => {
    expect(lineQuantity(setQuantity(lines, "automation-suite", 0), "automation-suite")).toBe(1);
    expect(lineQuantity(setQuantity(lines, "automation-suite", -4), "automation-suite")).toBe(1);
    expect(lineQuantity(setQuantity(lines, "automation-suite", 150), "automation-suite")).toBe(99);
    expect(lineQuantity(setQuantity(lines, "automation-suite", 3.7), "automation-suite")).toBe(3);
  });

  it("ignores values that are not numbers, unknown ids and no-op changes", () => {
    expect(setQuantity(lines, "automation-suite", Number.NaN)).toBe(lines);
    expect(setQuantity(lines, "automation-suite", Number.POSITIVE_INFINITY)).toBe(lines);
    expect(setQuantity(lines, "missing", 3)).toBe(lines);
    expect(setQuantity(lines, "automation-suite", 2)).toBe(lines);
  });
});

describe("removeLine", () => {
  it("removes one line", () => {
    expect(removeLine([line(flow, 2), line(vault, 1)], "automation-suite")).toEqual([line(vault, 1)]);
  });

  it("returns the same array for an unknown id", () => {
    const lines = [line(flow, 2)];
    expect(removeLine(lines, "missing")).toBe(lines);
  });
});

describe("totals", () => {
  it("adds quantities and monthly prices", () => {
    const lines = [line(flow, 2), line(vault, 3)];
    expect(cartQuantity(lines)).toBe(5);
    expect(cartTotal(lines)).toBe(2 * 499 + 3 * 29);
  });

  it("is zero for an empty cart", () => {
    expect(cartQuantity([])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });

  it("handles full carts", () => {
    expect(cartTotal([line({ ...flow, price: 1299 }, 99)])).toBe(128_601);
  });
});

describe("quoteHref", () => {
  it("names every product, comma-separated and encoded", () => {
    const href = quoteHref([line(flow, 2), line({ ...vault, name: "Vault & Backup+" }, 1)]);
    expect(href).toBe("/contact?subject=Quote%20Request&product=Flow%2C%20Vault%20%26%20Backup%2B");
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Quote Request");
    expect(params.get("product")).toBe("Flow, Vault & Backup+");
  });
});

describe("stored cart validation", () => {
  const read = (raw: string | null) => parseStored(raw, cartSchema, [] as CartLine[]);

  it("reads a valid stored cart", () => {
    const lines = [line(flow, 2)];
    expect(read(JSON.stringify(lines))).toEqual(lines);
  });

  it("discards corrupted or tampered carts", () => {
    expect(read("{not json")).toEqual([]);
    expect(read("null")).toEqual([]);
    expect(read(JSON.stringify({ id: "x" }))).toEqual([]);
    expect(read(JSON.stringify([{ ...line(flow, 1), quantity: 0 }]))).toEqual([]);
    expect(read(JSON.stringify([{ ...line(flow, 1), quantity: 100 }]))).toEqual([]);
    expect(read(JSON.stringify([{ ...line(flow, 1), quantity: 1.5 }]))).toEqual([]);
    expect(read(JSON.stringify([{ ...line(flow, 1), price: "free" }]))).toEqual([]);
    expect(read(JSON.stringify([line(flow, 1), line(flow, 2)]))).toEqual([]);
    expect(read(JSON.stringify([{ ...line(flow, 1), id: "../../admin" }]))).toEqual([]);
    expect(read(JSON.stringify([{ ...line(flow, 1), imageSlug: "https://evil.example/x" }]))).toEqual([]);
  });

  it("keeps a hostile but well-formed name as data", () => {
    const hostile = { ...line(flow, 1), name: "<img src=x onerror=alert(1)>" };
    expect(read(JSON.stringify([hostile]))).toEqual([hostile]);
  });
});
