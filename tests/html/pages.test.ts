/**
 * What single pages, feeds and the XML sitemap hold before any script runs, read from the build.
 * Moved from the Playwright specs named in each describe (issue 28, point 6): they fetched the
 * prerendered files through `request` and never opened a browser.
 */
import { describe, expect, test } from "vitest";
import * as enAccount from "../../app/content/account";
import * as enApply from "../../app/content/job-application";
import * as arAccount from "../../app/content/compiled/ar/account";
import * as arApply from "../../app/content/compiled/ar/job-application";
import * as frAccount from "../../app/content/compiled/fr/account";
import * as frApply from "../../app/content/compiled/fr/job-application";
import * as frShop from "../../app/content/compiled/fr/marketplace";
import { pressReleases } from "../../app/content/press";
import { products } from "../../app/content/products";
import { statusBoardCopy } from "../../app/content/status";
import { faqs } from "../../app/content/support";
import { serialize } from "parse5";
import {
  attribute,
  builtClient,
  byTag,
  findAll,
  jsonLd,
  parseHtml,
  readBuilt,
  readPage,
  textContent,
} from "./built-pages";
import type { Document, Element } from "./built-pages";

builtClient();

const firstText = (document: Document, tag: string) => {
  const [element] = findAll(document, byTag(tag));
  return element && textContent(element);
};
const ofType = (blocks: Array<Record<string, unknown>>, type: string) =>
  blocks.find((block) => block["@type"] === type);

describe("admin (from admin.spec.ts)", () => {
  test("the prerendered /admin holds no dashboard content and stays out of the sitemap", () => {
    const html = readPage("/admin");
    expect(html).toContain("Checking your session");
    for (const text of [
      "User Management",
      "Content Control",
      "System Settings",
      "Explore Features",
      "Welcome to the",
      "Logout",
    ]) {
      expect(html, text).not.toContain(text);
    }
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    const sitemap = readBuilt("/sitemap.xml");
    expect(sitemap).toContain("/pricing</loc>");
    expect(sitemap).not.toMatch(/\/(admin|login)<\/loc>/);
  });
});

describe("expertise (from expertise.spec.ts)", () => {
  test("sub-pages carry a breadcrumb through the overview", () => {
    const breadcrumbs = ofType(
      jsonLd(parseHtml(readPage("/expertise/backend-development"))),
      "BreadcrumbList",
    );
    expect(JSON.stringify(breadcrumbs)).toMatch(
      /"name":"Our Expertise".*"name":"Backend Development"/s,
    );
  });
});

describe("sign-in, dashboard and application pages in French and Arabic (from i18n-forms.desktop.spec.ts)", () => {
  const pages = [
    {
      path: "/login",
      en: enAccount.loginPage.hero.title,
      fr: frAccount.loginPage.hero.title,
      ar: arAccount.loginPage.hero.title,
      titles: { fr: frAccount.loginPage.meta.title, ar: arAccount.loginPage.meta.title },
    },
    {
      path: "/admin",
      en: enAccount.adminPage.title,
      fr: frAccount.adminPage.title,
      ar: arAccount.adminPage.title,
      titles: { fr: frAccount.adminPage.meta.title, ar: arAccount.adminPage.meta.title },
    },
    {
      path: "/careers/apply",
      en: enApply.applyPage.hero.title,
      fr: frApply.applyPage.hero.title,
      ar: arApply.applyPage.hero.title,
      titles: { fr: frApply.applyPage.meta.title, ar: arApply.applyPage.meta.title },
    },
  ];
  // Read from the prerendered HTML: /admin sends a signed-out visitor on to /login before it paints.
  for (const locale of ["fr", "ar"] as const) {
    for (const route of pages) {
      test(`/${locale}${route.path} answers in ${locale}`, () => {
        const document = parseHtml(readPage(`/${locale}${route.path}`));
        const [html] = findAll(document, byTag("html"));
        expect(attribute(html!, "lang")).toBe(locale === "fr" ? "fr-CA" : "ar");
        const h1 = firstText(document, "h1");
        expect(h1).toBe(route[locale]);
        expect(h1).not.toBe(route.en);
        const title = route.titles[locale];
        expect(firstText(document, "title")?.slice(0, title.length + 3)).toBe(`${title} | `);
      });
    }
  }
});

describe("structured data in French (from i18n-shop.desktop.spec.ts)", () => {
  test("a product's JSON-LD names the French page, category and breadcrumbs", () => {
    const crm = products.find((product) => product.id === "crm")!;
    const blocks = jsonLd(parseHtml(readPage(`/fr/marketplace/${crm.id}`)));
    const product = ofType(blocks, "Product")!;
    expect(product.url).toMatch(new RegExp(`/fr/marketplace/${crm.id}$`));
    expect((product.offers as Record<string, unknown>).url).toBe(product.url);
    const breadcrumbs = JSON.stringify(ofType(blocks, "BreadcrumbList"));
    expect(breadcrumbs).toContain(frShop.marketplacePage.breadcrumb);
    expect(breadcrumbs).toContain(frShop.marketplacePage.breadcrumbHome);
  });
});

describe("the language picker's feeds and sitemap (from i18n-picker.desktop.spec.ts)", () => {
  test("each language has its RSS feed, and the XML sitemap lists every version of a page", () => {
    for (const [prefix, language] of [
      ["", "en-ca"],
      ["/fr", "fr-ca"],
      ["/ar", "ar"],
    ]) {
      const xml = readBuilt(`${prefix}/blog/rss.xml`);
      expect(xml, prefix).toContain(`<language>${language}</language>`);
      expect(xml, prefix).toContain(`<link>https://www.northpine.tech${prefix}/blog/`);
    }
    const sitemap = readBuilt("/sitemap.xml");
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ["/pricing", "/fr/pricing", "/ar/pricing"]) {
      expect(sitemap).toContain(`<loc>https://www.northpine.tech${loc}</loc>`);
    }
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://www.northpine.tech/fr/pricing"/>',
    );
  });
});

describe("product pages (from marketplace-product.spec.ts)", () => {
  test("every product page is prerendered with its own title and structured data", () => {
    for (const product of products) {
      const document = parseHtml(readPage(`/marketplace/${product.id}`));
      expect(firstText(document, "title")?.slice(0, product.name.length + 2), product.id).toBe(
        `${product.name} |`,
      );
      expect(findAll(document, byTag("h1")).map(textContent), product.id).toContain(product.name);
      const types = jsonLd(document).map((block) => block["@type"]);
      expect(types, product.id).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
    }
  });
});

describe("marketplace list (from marketplace.spec.ts)", () => {
  test("the prerendered page lists all eight products before any script runs", () => {
    const document = parseHtml(readPage("/marketplace"));
    const links = findAll(document, byTag("a")).map(textContent);
    for (const product of products) expect(links, product.name).toContain(product.name);
    expect(readPage("/marketplace")).toContain("8 products found");
  });
});

describe("product pages (from offerings.spec.ts)", () => {
  test("product pages carry breadcrumb structured data", () => {
    const types = jsonLd(parseHtml(readPage("/products/security-suite"))).map(
      (block) => block["@type"],
    );
    expect(types).toContain("BreadcrumbList");
  });
});

describe("press center (from press.spec.ts)", () => {
  test("every release page is prerendered with its own title and breadcrumb data", () => {
    for (const release of pressReleases) {
      const html = readPage(`/press/${release.slug}`);
      const document = parseHtml(html);
      expect(findAll(document, byTag("h1")).length, release.slug).toBeGreaterThan(0);
      const types = jsonLd(document).map((block) => block["@type"]);
      expect(types, release.slug).toEqual(
        expect.arrayContaining(["BreadcrumbList", "NewsArticle"]),
      );
      expect(html, release.slug).toContain(release.excerpt.slice(0, 40));
    }
  });
});

describe("pricing (from pricing.spec.ts)", () => {
  test("the prerendered page holds every plan of both tab groups", () => {
    const html = readPage("/pricing");
    for (const query of [
      "plan=growth-monthly",
      "plan=innovation-monthly",
      'plan=enterprise"',
      "plan=growth-annual",
      "plan=innovation-annual",
      "plan=enterprise-annual",
      "service=ai-automation&amp;plan=suite-monthly",
      "service=ai-automation&amp;plan=suite-annual",
    ]) {
      expect(html, query).toContain(query);
    }
    expect(jsonLd(parseHtml(html)).map((block) => block["@type"])).toContain("FAQPage");
  });
});

describe("Managed Services & DevOps (from services.spec.ts)", () => {
  test("has breadcrumb structured data", () => {
    const html = readPage("/services/msp-devops");
    expect(jsonLd(parseHtml(html)).map((block) => block["@type"])).toContain("BreadcrumbList");
    expect(html).toContain("Managed Services &amp; DevOps");
  });
});

describe("cookie consent banner (from shell-banners.spec.ts)", () => {
  test("is in the prerendered HTML with its script, so it works before the page's JavaScript", () => {
    // A returning visitor never sees it flash: the script hides it before it paints (consent.spec.ts).
    const html = readPage("/");
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain('data-consent-choice="accept"');
    expect(html).toContain('data-consent-choice="decline"');
  });
});

describe("status page (from status.spec.ts)", () => {
  test("the prerendered page claims no status: it says it is checking", () => {
    // What the page shows, without the copy its scripts carry for after hydration.
    const document = parseHtml(readPage("/status"));
    for (const script of findAll(document, byTag("script"))) {
      const parent = script.parentNode as Element;
      parent.childNodes = parent.childNodes.filter((node) => node !== script);
    }
    const html = serialize(document);
    expect(html).toContain(statusBoardCopy.checkingStatus);
    for (const label of Object.values(statusBoardCopy.overallLabels))
      expect(html).not.toContain(label);
    expect(
      findAll(
        document,
        (node) => node.tagName === "time" && attribute(node, "datetime") !== undefined,
      ),
    ).toEqual([]);
    expect(html).not.toContain(statusBoardCopy.exampleNotice);
  });
});

describe("support page (from support.spec.ts)", () => {
  test("the FAQ structured data matches the visible FAQs", () => {
    const blocks = jsonLd(parseHtml(readPage("/support")));
    const faqPage = ofType(blocks, "FAQPage") as { mainEntity: Array<{ name: string }> };
    expect(faqPage.mainEntity.map((entry) => entry.name)).toEqual(faqs.map((faq) => faq.question));
    expect(ofType(blocks, "BreadcrumbList")).toBeDefined();
  });
});
