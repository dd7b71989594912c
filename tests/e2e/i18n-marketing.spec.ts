import type { Page } from "@playwright/test";
import * as arHome from "../../app/content/compiled/ar/home";
import * as arJobs from "../../app/content/compiled/ar/jobs";
import * as arSections from "../../app/content/compiled/ar/sections";
import * as frHome from "../../app/content/compiled/fr/home";
import * as frJobs from "../../app/content/compiled/fr/jobs";
import * as frSections from "../../app/content/compiled/fr/sections";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

// The marketing area in French and Arabic. What each page's prerendered HTML holds (language,
// translated title and <h1>, no English interface words) is read in tests/html/i18n.test.ts.
const locales = {
  fr: { lang: "fr-CA", dir: "ltr", home: frHome, jobs: frJobs, sections: frSections },
  ar: { lang: "ar", dir: "rtl", home: arHome, jobs: arJobs, sections: arSections },
} as const;

const localized = (locale: string, path: string) => `/${locale}${path === "/" ? "" : path}`;

for (const [locale, expected] of Object.entries(locales)) {
  test.describe(`marketing pages in ${locale}`, () => {
    test("the home carousels are named and driven in the page's language", async ({ page }) => {
      const { home, sections } = expected;
      const copy = sections.carouselCopy;
      await gotoHydrated(page, localized(locale, "/"));
      const hero = page.getByRole("region", { name: home.heroLabel });
      const dot = (n: number) =>
        hero.getByRole("button", {
          name: copy.goToSlide
            .replace("{number}", String(n))
            .replace("{name}", home.heroSlides[n - 1]!.title),
        });
      await expect(hero).toBeVisible();
      // The visitor's choice: stop the rotation, then step forward and back with the arrows.
      await hero.getByRole("button", { name: copy.pause }).click();
      await expect(hero.getByRole("button", { name: copy.play })).toBeVisible();
      await hero.getByRole("button", { name: copy.next }).click();
      await expect(dot(2)).toHaveAttribute("aria-current", "true");
      await hero.getByRole("button", { name: copy.previous }).click();
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await dot(3).click();
      await expect(dot(3)).toHaveAttribute("aria-current", "true");
      await expect(
        hero.getByRole("group", {
          name: copy.slidePosition.replace("{number}", "3").replace("{count}", "4"),
        }),
      ).not.toHaveAttribute("inert");

      const reviews = page.getByRole("region", { name: home.testimonialsLabel });
      await reviews.scrollIntoViewIfNeeded();
      const first = home.testimonials[0]!;
      await expect(
        reviews.getByRole("img", {
          name: copy.rating.replace("{count}", String(first.stars)).replace("{max}", "5"),
        }),
      ).not.toHaveCount(0);
      await reviews.getByRole("button", { name: copy.pause }).click();
      await reviews.getByRole("button", { name: copy.next }).click();
      await expect(
        reviews.getByRole("button", {
          name: copy.goToSlide
            .replace("{number}", "2")
            .replace("{name}", home.testimonials[1]!.name),
        }),
      ).toHaveAttribute("aria-current", "true");
    });

    test("the careers list applies in the page's language", async ({ page }) => {
      const { jobs } = expected;
      await gotoHydrated(page, localized(locale, "/careers"));
      await page.getByRole("link", { name: jobs.careersPageCopy.openingsButton }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/careers#openings$`));
      const job = jobs.jobOpenings[0]!;
      const apply = page.getByRole("link", {
        name: jobs.jobOpeningsCopy.applyLabel.replace("{title}", job.title),
      });
      await expect(apply).toHaveText(jobs.jobOpeningsCopy.apply);
      await expect(apply).toHaveAttribute(
        "href",
        `/${locale}/careers/apply?jobTitle=${encodeURIComponent(job.title)}`,
      );
      await expect(
        page.getByRole("main").getByText(jobs.employmentTypeLabels[job.type]).first(),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: jobs.careersPageCopy.resumeButton }),
      ).toHaveAttribute("href", `/${locale}/contact?subject=General%20Career%20Inquiry`);
    });
  });
}

async function expectAxeClean(page: Page, path: string) {
  await gotoHydrated(page, path);
  expect(await axeViolations(page)).toEqual([]);
}

// A browser that prefers the page's language: no suggestion to switch covers the page.
test.describe("French browser", () => {
  test.use({ locale: "fr-CA" });
  test("axe finds nothing on the French home page", async ({ page }) => {
    await expectAxeClean(page, "/fr");
  });
});

test.describe("Arabic browser", () => {
  test.use({ locale: "ar" });
  test("axe finds nothing on the Arabic careers and sitemap pages", async ({ page }) => {
    await expectAxeClean(page, "/ar/careers");
    await expectAxeClean(page, "/ar/sitemap");
  });
});
