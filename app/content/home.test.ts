import { describe, expect, it } from "vitest";
import {
  advantages,
  ecosystemTiles,
  heroSlides,
  homeBanner,
  homeCta,
  offerings,
  testimonials,
} from "./home";

describe("home content", () => {
  it("has the spec's counts", () => {
    expect(advantages).toHaveLength(6);
    expect(heroSlides).toHaveLength(4);
    expect(offerings).toHaveLength(4);
    expect(ecosystemTiles).toHaveLength(8);
    expect(testimonials).toHaveLength(3);
  });

  it("links the banner and the final call to action where the spec says", () => {
    expect(homeBanner.href).toBe("/services/msp-devops");
    expect([homeCta.primary.href, homeCta.secondary.href]).toEqual([
      "/contact",
      "/services/msp-devops",
    ]);
  });

  it("sends hero slides only to the three pages the spec names, each at least once", () => {
    const links = heroSlides.map((slide) => slide.ctaLink);
    expect(new Set(links)).toEqual(
      new Set(["/services/msp-devops", "/products/security-suite", "/products/ai-automation"]),
    );
  });

  it("describes every hero slide's illustration", () => {
    for (const slide of heroSlides) {
      expect(slide.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it("links the four offerings to the spec's four pages, in order", () => {
    expect(offerings.map((offering) => offering.href)).toEqual([
      "/products/enterprise-solution",
      "/products/security-suite",
      "/products/business-intelligence",
      "/services/cloud-hosting",
    ]);
  });

  it("links every ecosystem tile to an internal page or an https sister site", () => {
    for (const tile of ecosystemTiles) expect(tile.href).toMatch(/^(\/[a-z]|https:\/\/)/);
    expect(new Set(ecosystemTiles.map((tile) => tile.title)).size).toBe(8);
  });

  it("rates testimonials with whole stars from 1 to 5", () => {
    for (const testimonial of testimonials) {
      expect(Number.isInteger(testimonial.stars)).toBe(true);
      expect(testimonial.stars).toBeGreaterThanOrEqual(1);
      expect(testimonial.stars).toBeLessThanOrEqual(5);
    }
  });
});
