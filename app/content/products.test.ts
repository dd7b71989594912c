import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isIconName } from "../components/ui/icon-names";
import { findProduct, productCategories, productImageSize, productImageSrc, products } from "./products";
import { isProductId, productIds } from "./product-ids";
import { brand } from "./site";

describe("marketplace products", () => {
  it("lists every product id for the browser's check, and only those", () => {
    expect([...productIds]).toEqual(products.map((product) => product.id));
    expect(isProductId("crm")).toBe(true);
    expect(isProductId("does-not-exist")).toBe(false);
    expect(isProductId(undefined)).toBe(false);
  });

  it("has the spec's eight products with their categories and monthly prices", () => {
    expect(products.map((product) => [product.id, product.category, product.price])).toEqual([
      ["automation-suite", "Automation", 499],
      ["endpoint-protection", "Security", 79],
      ["bi-platform", "Analytics", 1299],
      ["collaboration-hub", "Collaboration", 49],
      ["developer-ide", "Development", 199],
      ["cloud-storage", "Cloud Services", 29],
      ["e-learning-platform", "Education", 99],
      ["crm", "CRM", 149],
    ]);
  });

  it("uses every category exactly once", () => {
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(productCategories));
  });

  it("has unique ids and names, each name carrying the brand prefix", () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(8);
    expect(new Set(products.map((product) => product.name)).size).toBe(8);
    for (const product of products) {
      expect(product.name.startsWith(`${brand.productPrefix} `)).toBe(true);
      expect(product.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("rates every product between 4.0 and 4.9 with one decimal", () => {
    for (const product of products) {
      expect(product.rating).toBeGreaterThanOrEqual(4);
      expect(product.rating).toBeLessThanOrEqual(4.9);
      expect(Math.round(product.rating * 10) / 10).toBe(product.rating);
    }
  });

  it("has real copy, tags, features and a known icon", () => {
    for (const product of products) {
      // The short description doubles as the page's meta description: 70 to 160 characters.
      expect(product.shortDescription.length).toBeGreaterThanOrEqual(70);
      expect(product.shortDescription.length).toBeLessThanOrEqual(160);
      expect(product.longDescription.length).toBeGreaterThan(product.shortDescription.length);
      expect(product.tags.length).toBeGreaterThanOrEqual(2);
      expect(product.features.length).toBeGreaterThanOrEqual(4);
      expect(product.imageAlt.length).toBeGreaterThan(10);
      expect(isIconName(product.icon)).toBe(true);
      expect(`${product.shortDescription} ${product.longDescription}`).not.toMatch(/lorem|ipsum/i);
    }
  });

  it("has a self-hosted illustration of the shared size for every product", () => {
    for (const product of products) {
      const file = path.join(process.cwd(), "public", productImageSrc(product.imageSlug));
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg).toContain(`width="${productImageSize.width}"`);
      expect(svg).toContain(`height="${productImageSize.height}"`);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(svg).not.toMatch(/<script|on\w+=/i);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });

  it("finds products by id", () => {
    expect(findProduct("crm")?.category).toBe("CRM");
    expect(findProduct("does-not-exist")).toBeUndefined();
    expect(findProduct(undefined)).toBeUndefined();
  });
});
