import { describe, expect, it } from "vitest";
import { productCategories } from "~/content/products";
import { backToMarketplaceHref, demoHref, productHref } from "./marketplace-links";

describe("demoHref", () => {
  it("encodes the product name for the contact page", () => {
    expect(demoHref("Acme Flow")).toBe("/contact?demo=true&product=Acme%20Flow");
    const href = demoHref("R&D + Ops <script>");
    expect(new URLSearchParams(href.split("?")[1]).get("product")).toBe("R&D + Ops <script>");
    expect(href).not.toMatch(/[<> ]/);
  });
});

describe("productHref", () => {
  it("links to the product page", () => {
    expect(productHref("crm")).toBe("/marketplace/crm");
  });
});

describe("backToMarketplaceHref", () => {
  it("returns the plain list without usable state", () => {
    expect(backToMarketplaceHref(null, productCategories)).toBe("/marketplace");
    expect(backToMarketplaceHref("?category=CRM", productCategories)).toBe("/marketplace");
    expect(backToMarketplaceHref({ marketplaceQuery: 42 }, productCategories)).toBe("/marketplace");
    expect(backToMarketplaceHref({ marketplaceQuery: "" }, productCategories)).toBe("/marketplace");
  });

  it("restores a filtered list", () => {
    expect(backToMarketplaceHref({ marketplaceQuery: "category=CRM&sort=name_asc" }, productCategories)).toBe(
      "/marketplace?category=CRM&sort=name_asc",
    );
  });

  it("drops anything the marketplace would not write itself", () => {
    expect(
      backToMarketplaceHref({ marketplaceQuery: "category=Evil&next=javascript:alert(1)&view=list" }, productCategories),
    ).toBe("/marketplace?view=list");
  });
});
