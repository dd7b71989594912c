import { describe, expect, it } from "vitest";
import type { HeroSlide } from "~/content/home";
import { heroSlides } from "~/content/home";
import { hasHeroIllustration, heroIllustrationSrc } from "./hero-illustration";

const translated = import.meta.glob<{ heroSlides: HeroSlide[] }>(
  "../../content/compiled/*/home.ts",
  { eager: true },
);

describe("hero illustrations", () => {
  it("has a drawing for every hero slide, in English and in every translation", () => {
    const languages = Object.entries(translated);
    expect(languages.length).toBeGreaterThanOrEqual(10);
    for (const [file, copy] of [["en", { heroSlides }] as const, ...languages]) {
      expect(copy.heroSlides).toHaveLength(4);
      for (const slide of copy.heroSlides)
        expect(hasHeroIllustration(slide.imageSlug), `${file}: ${slide.imageSlug}`).toBe(true);
    }
    expect(hasHeroIllustration("hero-unknown")).toBe(false);
    expect(hasHeroIllustration("constructor")).toBe(false);
    expect(heroIllustrationSrc("constructor")).toBeUndefined();
  });

  it("is a self-contained SVG data: URL that decodes to the whole drawing", () => {
    for (const slide of heroSlides) {
      const src = heroIllustrationSrc(slide.imageSlug)!;
      expect(src.startsWith("data:image/svg+xml,")).toBe(true);
      // Nothing a URL cannot hold is left raw, and nothing is fetched from elsewhere.
      expect(src.slice("data:image/svg+xml,".length)).not.toMatch(/[#<>"']|\s{2}/);
      const svg = decodeURIComponent(src.slice("data:image/svg+xml,".length));
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 560 400'/);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/href|<text|<script|\bid=/);
      expect(svg.match(/<(rect|circle|path|polyline)\b/g)?.length).toBeGreaterThan(10);
      expect(svg.match(/<g\b/g)?.length ?? 0).toBe(svg.match(/<\/g>/g)?.length ?? 0);
    }
  });
});
