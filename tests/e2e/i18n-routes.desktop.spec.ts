import { englishInterfaceStrings } from "./english-strings";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { englishPath, localePrefixes, redirectRoutes, routesIn } from "./site-routes";
import type { PrefixedLocale } from "./site-routes";

const origin = "https://www.northpine.tech";
const tags = {
  fr: { lang: "fr-CA", dir: "ltr", og: "fr_CA" },
  ar: { lang: "ar", dir: "rtl", og: "ar_AR" },
};
const absolute = (path: string) => origin + path;
const localized = (path: string, locale: PrefixedLocale | "en") =>
  locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

const textOf = (html: string, pattern: RegExp) =>
  html
    .match(pattern)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();

let englishText: Set<string>;
test.beforeAll(async () => {
  englishText = await englishInterfaceStrings();
});

for (const locale of localePrefixes) {
  const pages = routesIn(locale).filter((route) => !redirectRoutes.includes(route));

  test(`every /${locale} page is prerendered in ${tags[locale].lang} with its alternates and its own words`, async ({
    request,
  }) => {
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const path = englishPath(route);
      expect(html, route).toContain(`<html lang="${tags[locale].lang}" dir="${tags[locale].dir}"`);
      expect(html, route).toContain(`<link rel="canonical" href="${absolute(route)}"/>`);
      for (const [hreflang, href] of [
        ["en", absolute(path)],
        ["fr-CA", absolute(localized(path, "fr"))],
        ["ar", absolute(localized(path, "ar"))],
        ["x-default", absolute(path)],
      ]) {
        expect(html, `${route} ${hreflang}`).toContain(
          `<link rel="alternate" hrefLang="${hreflang}" href="${href}"/>`,
        );
      }
      expect(html, route).toContain(`<meta property="og:locale" content="${tags[locale].og}"/>`);

      // Translated: the description always; the title and the heading unless they are a name that
      // every language shares (the company on the home page, a product's brand name).
      const english = await (await request.get(path)).text();
      const description = /<meta name="description" content="([^"]+)"/;
      expect(textOf(html, description), `${route} description is translated`).not.toBe(
        textOf(english, description),
      );
      const title = textOf(html, /<title>([^<]+)<\/title>/);
      expect(title, `${route} title`).toBeTruthy();
      // A product's page is titled by its brand name, the home page by the company's.
      if (title === textOf(english, /<title>([^<]+)<\/title>/)) {
        const name = title!.replace(/ \| Northpine Technologies$/, "");
        expect(englishText.has(name), `${route} title is English text`).toBe(false);
      }
      const heading = textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/);
      if (heading === textOf(english, /<h1[^>]*>([\s\S]*?)<\/h1>/)) {
        expect(englishText.has(heading!), `${route} h1 is English text`).toBe(false);
      }

      // The machine-readable words too: the social image's alt text and the JSON-LD's language.
      for (const alt of [
        /<meta property="og:image:alt" content="([^"]+)"/,
        /<meta name="twitter:image:alt" content="([^"]+)"/,
      ]) {
        expect(textOf(html, alt), `${route} ${alt.source} is translated`).not.toBe(
          textOf(english, alt),
        );
      }
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
        const data = JSON.parse(json!) as { inLanguage?: string };
        if (data.inLanguage) expect(data.inLanguage, `${route} JSON-LD`).toBe(tags[locale].lang);
      }
    }
  });
}

// French pages in the light theme, Arabic (right to left) in the dark one: each page is checked
// once, and both themes and both directions are covered.
const themes = { fr: "light", ar: "dark" } as const;
let english: Set<string>;
test.beforeAll(async () => {
  english = await englishInterfaceStrings();
});

for (const locale of localePrefixes) {
  for (const route of routesIn(locale).filter((page) => !redirectRoutes.includes(page))) {
    test.describe(`${route}, ${themes[locale]} theme`, () => {
      // A browser that reads the page's language, as its visitors' do: no suggestion to switch.
      test.use({ theme: themes[locale], locale: tags[locale].lang });
      test("hydrates cleanly, axe clean, no English interface text", async ({ page }) => {
        await gotoHydrated(page, route);
        await expect(page.locator("html")).toHaveAttribute("dir", tags[locale].dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        const lines = await page.evaluate(() =>
          document.body.innerText
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        );
        expect(
          lines.filter((line) => english.has(line)),
          `${route} shows English text`,
        ).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}

// And the other theme for each language on the pages with the most kinds of component, so both
// languages are axe clean in both themes.
const otherTheme = { fr: "dark", ar: "light" } as const;
const busiestPages = ["/", "/pricing", "/contact", "/support", "/marketplace", "/blog/future-of-ai-in-business"];
for (const locale of localePrefixes) {
  for (const route of busiestPages.map((path) => localized(path, locale))) {
    test.describe(`${route}, ${otherTheme[locale]} theme`, () => {
      test.use({ theme: otherTheme[locale], locale: tags[locale].lang });
      test("axe clean in the other theme", async ({ page }) => {
        await gotoHydrated(page, route);
        const html = expect(page.locator("html"));
        await (otherTheme[locale] === "dark" ? html : html.not).toHaveClass(/\bdark\b/);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
