import { describe, expect, it } from "vitest";
import { productCategories } from "~/content/products";
import { defaultMarketplaceState, maxSearchLength, parseMarketplaceQuery, toMarketplaceQuery } from "./query";
import type { MarketplaceState } from "./query";

const parse = (query: string) => parseMarketplaceQuery(new URLSearchParams(query), productCategories);

describe("parseMarketplaceQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(defaultMarketplaceState);
  });

  it("reads every filter and the view", () => {
    expect(parse("q=backup&category=Cloud+Services&min=10&max=200&sort=price_asc&view=list")).toEqual({
      search: "backup",
      category: "Cloud Services",
      price: { min: 10, max: 200 },
      sort: "price_asc",
      view: "list",
    });
  });

  it("ignores categories, sorts and views that are not on the whitelist", () => {
    const state = parse("category=Hacking&sort=evil&view=table");
    expect(state.category).toBe("all");
    expect(state.sort).toBe("rating_desc");
    expect(state.view).toBe("grid");
  });

  it("matches categories exactly, including case", () => {
    expect(parse("category=security").category).toBe("all");
    expect(parse("category=Security").category).toBe("Security");
  });

  it("clamps and validates prices", () => {
    expect(parse("min=-5&max=abc").price).toEqual({ min: 0, max: 1500 });
    expect(parse("max=99999999").price).toEqual({ min: 0, max: 1_000_000 });
    expect(parse("min=&max=").price).toEqual({ min: 0, max: 1500 });
  });

  it("falls back to the default range when the lower bound exceeds the upper", () => {
    expect(parse("min=900&max=100").price).toEqual({ min: 0, max: 1500 });
    expect(parse("min=2000").price).toEqual({ min: 0, max: 1500 });
  });

  it("keeps equal bounds", () => {
    expect(parse("min=79&max=79").price).toEqual({ min: 79, max: 79 });
  });

  it("keeps hostile search text as text but limits its length", () => {
    expect(parse("q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E").search).toBe("<img src=x onerror=alert(1)>");
    expect(parse(`q=${"a".repeat(10_000)}`).search).toHaveLength(maxSearchLength);
  });
});

describe("toMarketplaceQuery", () => {
  it("writes nothing for the defaults", () => {
    expect(toMarketplaceQuery(defaultMarketplaceState).toString()).toBe("");
  });

  it("writes only what differs from the defaults", () => {
    const state: MarketplaceState = { ...defaultMarketplaceState, category: "CRM", sort: "name_asc" };
    expect(toMarketplaceQuery(state).toString()).toBe("category=CRM&sort=name_asc");
  });

  it("round-trips through parse", () => {
    const state: MarketplaceState = {
      search: "ai & ml",
      category: "Cloud Services",
      price: { min: 0, max: 79 },
      sort: "price_desc",
      view: "list",
    };
    expect(parseMarketplaceQuery(toMarketplaceQuery(state), productCategories)).toEqual(state);
  });
});
