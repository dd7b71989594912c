import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HeroSlide } from "~/content/home";
import { heroSlides } from "~/content/home";
import { HeroIllustration, hasHeroIllustration } from "./hero-illustration";

const translated = import.meta.glob<{ heroSlides: HeroSlide[] }>(
  "../../content/compiled/*/home.ts",
  {
    eager: true,
  },
);

describe("HeroIllustration", () => {
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
  });

  it("is an image named by the slide's description, with its size and a drawing inside", () => {
    const slide = heroSlides[1]!;
    render(<HeroIllustration slug={slide.imageSlug} label={slide.imageAlt} />);
    const image = screen.getByRole("img", { name: slide.imageAlt });
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(image.getAttribute("viewBox")).toBe("0 0 560 400");
    expect(image.getAttribute("width")).toBe("560");
    expect(image.getAttribute("height")).toBe("400");
    expect(image.querySelectorAll("rect, circle, path").length).toBeGreaterThan(10);
  });
});
