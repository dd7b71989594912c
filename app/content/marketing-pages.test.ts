import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { MarketingPageContent } from "../components/sections/marketing-page";
import { expertiseCards, expertiseOverview, expertisePages } from "./expertise";
import { productListBlockId, productPages } from "./product-pages";
import { servicePages } from "./services";
import { solutionPages } from "./solutions";

const allPages: MarketingPageContent[] = [
  ...Object.values(servicePages),
  ...Object.values(solutionPages),
  ...Object.values(productPages),
  expertiseOverview,
  ...Object.values(expertisePages),
];

const block = (page: MarketingPageContent, id: string) => {
  const found = page.blocks.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${page.path} has no block ${id}`);
  return found;
};
const itemTitles = (page: MarketingPageContent, id: string) => {
  const found = block(page, id);
  return found.kind === "cards" ? found.items.map((item) => item.title) : [];
};
const ctaLinks = (page: MarketingPageContent) =>
  page.cta.actions.map((action) => [action.label, action.href]);

describe("every content page", () => {
  it.each(allPages.map((page) => [page.path, page] as const))(
    "%s has valid meta, images and a breadcrumb",
    (_, page) => {
      expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length).toBeLessThanOrEqual(160);
      expect(page.breadcrumb.at(-1)?.path).toBe(page.path);
      for (const candidate of page.blocks) {
        if (candidate.kind !== "split") continue;
        expect(candidate.image.alt.length).toBeGreaterThan(10);
        expect(fs.existsSync(path.join("public", candidate.image.src)), candidate.image.src).toBe(
          true,
        );
      }
      expect(page.cta.actions.some((action) => action.href.startsWith("/contact"))).toBe(true);
    },
  );

  it("titles are unique and block ids are unique within a page", () => {
    const titles = allPages.map((page) => page.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of allPages) {
      const ids = page.blocks.map((candidate) => candidate.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });
});

describe("Managed Services & DevOps", () => {
  const page = servicePages["msp-devops"];
  it("has four MSP cards, four DevOps cards and six benefits", () => {
    expect(itemTitles(page, "managed-services")).toHaveLength(4);
    expect(itemTitles(page, "devops")).toHaveLength(4);
    expect(itemTitles(page, "why-partner")).toHaveLength(6);
  });
  it("schedules a consultation through /contact", () => {
    expect(ctaLinks(page)).toContainEqual(["Schedule a Consultation", "/contact"]);
  });
});

describe("product pages", () => {
  it("list 6 features, 6 highlights, 6 capabilities and the 4 named AI offerings", () => {
    expect(
      itemTitles(productPages["enterprise-solution"], productListBlockId["enterprise-solution"]),
    ).toHaveLength(6);
    expect(
      itemTitles(
        productPages["business-intelligence"],
        productListBlockId["business-intelligence"],
      ),
    ).toHaveLength(6);
    expect(
      itemTitles(productPages["security-suite"], productListBlockId["security-suite"]),
    ).toHaveLength(6);
    expect(itemTitles(productPages["ai-automation"], productListBlockId["ai-automation"])).toEqual([
      "AI Chat Services",
      "AI Support Automation",
      "Custom AI Solutions",
      "Data Insights and Automation",
    ]);
  });

  it("end on exactly the specified calls to action", () => {
    expect(ctaLinks(productPages["enterprise-solution"])).toEqual([
      ["Request a Demo", "/contact?demo=true&product=enterprise-solution"],
      ["Contact Sales", "/contact"],
    ]);
    expect(ctaLinks(productPages["business-intelligence"])).toEqual([
      ["Request a Demo", "/contact?demo=true&product=business-intelligence"],
      ["View Pricing Plans", "/pricing"],
    ]);
    expect(ctaLinks(productPages["security-suite"])).toEqual([
      ["Request Security Assessment", "/contact?assessment=true&product=security-suite"],
      ["Speak to an Expert", "/contact"],
    ]);
    expect(ctaLinks(productPages["ai-automation"])).toEqual([
      ["Get Your AI Strategy Call", "/contact?service=ai-automation"],
      ["View AI Pricing Options", "/pricing#ai-automation"],
    ]);
  });

  it("repeat a call to action in the hero only with the same address", () => {
    for (const page of Object.values(productPages)) {
      const closing = new Map(page.cta.actions.map((action) => [action.label, action.href]));
      for (const action of page.hero.actions ?? [])
        expect(closing.get(action.label)).toBe(action.href);
    }
  });
});

describe("expertise", () => {
  it("has the four cards linking to their pages", () => {
    expect(expertiseCards.map((card) => [card.title, card.link])).toEqual([
      ["Frontend Development", "/expertise/frontend-development"],
      ["Backend Development", "/expertise/backend-development"],
      ["Full-Stack Solutions", "/expertise/full-stack-solutions"],
      ["DevSecOps Excellence", "/expertise/devsecops-excellence"],
    ]);
    for (const card of expertiseCards) expect(expertisePages[card.slug].path).toBe(card.link);
    expect(ctaLinks(expertiseOverview).map(([, href]) => href)).toEqual([
      "/contact?subject=Project+Inquiry",
    ]);
  });

  it("ends each sub-page with its subject", () => {
    expect(
      Object.values(expertisePages).map((page) => page.cta.actions.map((action) => action.href)),
    ).toEqual([
      ["/contact?subject=Frontend+Development+Inquiry"],
      ["/contact?subject=Backend+Development+Inquiry"],
      ["/contact?subject=Full-Stack+Solution+Inquiry"],
      ["/contact?subject=DevSecOps+Inquiry"],
    ]);
  });

  it("gives each sub-page intro text with an image and technology or service lists", () => {
    for (const page of Object.values(expertisePages)) {
      const kinds = page.blocks.map((candidate) => candidate.kind);
      expect(kinds[0]).toBe("split");
      expect(kinds).toContain("groups");
      expect(kinds).toContain("cards");
    }
  });
});
