/**
 * The French and Arabic pages' prerendered HTML: language, alternates, translated words.
 * Moved from tests/e2e/i18n-routes.desktop.spec.ts and i18n-marketing.spec.ts (issue 28, point 6):
 * they read files only, so they need no browser.
 */
import { serializeOuter } from "parse5";
import { beforeAll, describe, expect, test } from "vitest";
import { englishInterfaceStrings, sameAsEnglish } from "../e2e/english-strings";
import { englishPath, localePrefixes, redirectRoutes, routesIn } from "../e2e/site-routes";
import type { PrefixedLocale } from "../e2e/site-routes";
import {
  attribute,
  builtClient,
  byTag,
  findAll,
  firstText as textOf,
  hasPage,
  jsonLd,
  metaContent,
  pageDocument as documentOf,
  textContent,
} from "./built-pages";
import type { Document } from "./built-pages";

builtClient();

const origin = "https://www.northpine.tech";
const tags = {
  fr: { lang: "fr-CA", dir: "ltr", og: "fr_CA" },
  ar: { lang: "ar", dir: "rtl", og: "ar_AR" },
  es: { lang: "es", dir: "ltr", og: "es_LA" },
  de: { lang: "de", dir: "ltr", og: "de_DE" },
  ja: { lang: "ja", dir: "ltr", og: "ja_JP" },
  pt: { lang: "pt-BR", dir: "ltr", og: "pt_BR" },
  it: { lang: "it", dir: "ltr", og: "it_IT" },
  ru: { lang: "ru", dir: "ltr", og: "ru_RU" },
  zh: { lang: "zh-Hans", dir: "ltr", og: "zh_CN" },
  hi: { lang: "hi", dir: "ltr", og: "hi_IN" },
};
const absolute = (path: string) => origin + path;
const localized = (path: string, locale: PrefixedLocale | "en") =>
  locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

const first = (document: Document, match: Parameters<typeof findAll>[1]) =>
  findAll(document, match)[0];
let englishText: Set<string>;
beforeAll(async () => {
  englishText = await englishInterfaceStrings();
});

/** A language's prerendered pages, redirects left out. */
const pagesIn = (locale: PrefixedLocale) =>
  routesIn(locale).filter((route) => !redirectRoutes.includes(route));

for (const locale of localePrefixes) {
  const pages = pagesIn(locale);

  test(`every /${locale} page is prerendered in ${tags[locale].lang} with its alternates and its own words`, () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      expect(hasPage(route), route).toBe(true);
      const document = documentOf(route);
      const path = englishPath(route);
      const html = first(document, byTag("html"))!;
      expect([attribute(html, "lang"), attribute(html, "dir")], route).toEqual([
        tags[locale].lang,
        tags[locale].dir,
      ]);
      const links = findAll(document, byTag("link"));
      const canonical = links
        .filter((link) => attribute(link, "rel") === "canonical")
        .map((link) => attribute(link, "href"));
      expect(canonical, route).toEqual([absolute(route)]);
      const alternates = links
        .filter((link) => attribute(link, "rel") === "alternate" && attribute(link, "hreflang"))
        .map((link) => [attribute(link, "hreflang"), attribute(link, "href")]);
      expect(alternates, route).toEqual([
        ["en", absolute(path)],
        ...localePrefixes.map((code) => [tags[code].lang, absolute(localized(path, code))]),
        ["x-default", absolute(path)],
      ]);
      expect(metaContent(document, "property", "og:locale"), route).toBe(tags[locale].og);

      // Translated: the description always; the title and the heading unless they are a name that
      // every language shares (the company on the home page, a product's brand name).
      const english = documentOf(path);
      expect(
        metaContent(document, "name", "description"),
        `${route} description is translated`,
      ).not.toBe(metaContent(english, "name", "description"));
      const title = textOf(document, "title");
      expect(title, `${route} title`).toBeTruthy();
      // A product's page is titled by its brand name, the home page by the company's.
      if (title === textOf(english, "title")) {
        const name = title!.replace(/ \| Northpine Technologies$/, "");
        expect(englishText.has(name), `${route} title is English text`).toBe(false);
      }
      const heading = textOf(document, "h1");
      if (heading === textOf(english, "h1")) {
        expect(englishText.has(heading!), `${route} h1 is English text`).toBe(false);
      }

      // The machine-readable words too: the social image's alt text and the JSON-LD's language.
      for (const [key, name] of [
        ["property", "og:image:alt"],
        ["name", "twitter:image:alt"],
      ] as const) {
        const alt = metaContent(document, key, name);
        expect(alt, `${route} ${name}`).toBeTruthy();
        expect(alt, `${route} ${name} is translated`).not.toBe(metaContent(english, key, name));
      }
      for (const data of jsonLd(document)) {
        if (data.inLanguage) expect(data.inLanguage, `${route} JSON-LD`).toBe(tags[locale].lang);
      }
    }
  });
}

// The page audit's English check (tests/e2e/page-audit.spec.ts) on every prerendered page of every
// language, without a browser: no block of visible text is a sentence of the English interface.
const textBlocks = new Set([
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "li",
  "a",
  "button",
  "label",
  "summary",
  "dt",
  "dd",
  "th",
  "td",
  "figcaption",
]);
for (const locale of localePrefixes) {
  test(`no /${locale} page shows a line of English interface text`, () => {
    const found: string[] = [];
    for (const route of pagesIn(locale)) {
      const body = first(documentOf(route), byTag("body"))!;
      for (const element of findAll(body, (node) => textBlocks.has(node.tagName))) {
        const text = textContent(element).replace(/\s+/g, " ").trim();
        if (englishText.has(text) && !sameAsEnglish[locale]?.includes(text))
          found.push(`${route}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
}

// The marketing area: home, about, the content pages built from MarketingPage, community, the
// sitemap page and the careers list, each in French and Arabic.
const marketingRoutes = [
  "/",
  "/about",
  "/services/msp-devops",
  "/services/cloud-hosting",
  "/solutions/tech",
  "/solutions/finance",
  "/products/enterprise-solution",
  "/products/business-intelligence",
  "/products/security-suite",
  "/products/ai-automation",
  "/expertise",
  "/expertise/frontend-development",
  "/expertise/backend-development",
  "/expertise/full-stack-solutions",
  "/expertise/devsecops-excellence",
  "/community",
  "/sitemap",
  "/careers",
];

// Words of the area's sections and carousels that must never show on a French or Arabic page.
const englishInterface =
  /Learn more|opens in a new tab|Previous slide|Next slide|Go to slide|slide rotation|Rated \d|Apply Now|See Open Positions|Current openings|Submit Your Resume/;

function pageParts(route: string) {
  const document = documentOf(route);
  const html = first(document, byTag("html"))!;
  const main = first(document, byTag("main"));
  // The first paragraph after the <h1>, in document order.
  const inMain = main ? findAll(main, (node) => node.tagName === "h1" || node.tagName === "p") : [];
  const h1At = inMain.findIndex((node) => node.tagName === "h1");
  const intro = h1At < 0 ? undefined : inMain.slice(h1At + 1).find((node) => node.tagName === "p");
  return {
    lang: attribute(html, "lang"),
    dir: attribute(html, "dir"),
    title: textOf(document, "title") ?? "",
    description: metaContent(document, "name", "description") ?? "",
    h1: textOf(document, "h1") ?? "",
    intro: intro ? textContent(intro).trim() : "",
    main: main ? serializeOuter(main) : "",
  };
}

for (const [locale, expected] of Object.entries(tags)) {
  describe(`marketing pages in ${locale}`, () => {
    test("every page is prerendered with its language, a translated title and <h1>, and no English interface words", () => {
      for (const path of marketingRoutes) {
        const route = localized(path, locale as PrefixedLocale);
        const where = `${locale} ${path}`;
        expect(hasPage(route), where).toBe(true);
        const english = pageParts(path);
        const page = pageParts(route);
        expect([page.lang, page.dir], where).toEqual([expected.lang, expected.dir]);
        expect(page.title, where).not.toBe("");
        // The home page's title is the company's name in every language: its description is translated.
        if (path === "/") expect(page.description, where).not.toBe(english.description);
        else expect(page.title, where).not.toBe(english.title);
        expect(page.h1, where).not.toBe("");
        // A product's <h1> is its brand name in every language: its introduction is translated.
        if (path.startsWith("/products/")) {
          expect(page.h1, where).toBe(english.h1);
          expect(page.intro, where).not.toBe(english.intro);
        } else {
          expect(page.h1, where).not.toBe(english.h1);
        }
        expect(page.main.match(englishInterface)?.[0], where).toBeUndefined();
      }
    });
  });
}
