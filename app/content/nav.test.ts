import { describe, expect, it } from "vitest";
import {
  defaultLanguage,
  footerGroups,
  footerProductCount,
  languages,
  launcherLinks,
  launcherTitle,
  mainNav,
  mainProducts,
} from "./navigation";
import { brand, external } from "./site";

const titles = (sectionTitle: string) =>
  mainNav
    .find((item) => item.title === sectionTitle)
    ?.dropdownSections?.map((section) => [section.title, section.links.map((link) => link.title)]);

describe("main navigation", () => {
  it("has the spec's items in order, Pricing as a plain link", () => {
    expect(mainNav.map((item) => item.title)).toEqual([
      "Products",
      "Solutions",
      "Pricing",
      "Resources",
      "Company",
    ]);
    const pricing = mainNav.find((item) => item.title === "Pricing");
    expect(pricing).toMatchObject({ href: "/pricing", isDropdown: false });
  });

  it("lists the spec's dropdown sections and links", () => {
    expect(titles("Products")).toEqual([
      ["Core Platforms", ["Enterprise Solutions", "AI Automation"]],
      ["Data & Security", ["Business Intelligence", "Security Suite"]],
    ]);
    expect(titles("Solutions")).toEqual([
      ["By Industry", ["Tech Innovators", "Financial Services"]],
      ["By Service", ["MSP & DevOps", "API Documentation"]],
    ]);
    const resources = titles("Resources")?.flatMap(([, links]) => links);
    expect(resources).toEqual(expect.arrayContaining(["Blog", "Community", "AI Documentation"]));
    const company = titles("Company")?.flatMap(([, links]) => links);
    expect(company).toEqual(["Our Story", "Careers", "Press Center", "Our Expertise"]);
  });

  it("gives every dropdown link a description and an internal path", () => {
    for (const item of mainNav) {
      for (const section of item.dropdownSections ?? []) {
        for (const link of section.links) {
          expect(link.description.length, link.title).toBeGreaterThan(20);
          expect(link.href, link.title).toMatch(/^\//);
        }
      }
    }
  });
});

describe("languages", () => {
  it("are the eleven spec languages, English by default", () => {
    expect(languages.map((language) => language.code)).toEqual([
      "en",
      "es",
      "fr",
      "de",
      "ja",
      "pt",
      "it",
      "ru",
      "zh",
      "ar",
      "hi",
    ]);
    expect(defaultLanguage).toBe("en");
  });
});

describe("app launcher", () => {
  it("names the ecosystem and lists eleven entries including Marketplace and MSP & DevOps", () => {
    expect(launcherTitle).toContain(brand.shortName);
    expect(launcherLinks).toHaveLength(11);
    expect(launcherLinks.map((link) => link.href)).toEqual(
      expect.arrayContaining(["/marketplace", "/services/msp-devops"]),
    );
  });

  it("opens exactly the six sister sites in a new tab", () => {
    const opened = launcherLinks
      .filter((link) => link.target === "_blank")
      .map((link) => link.href);
    const { communications, businessSolutions, securitySite, corporateCanada, platform, cloud } =
      external;
    expect(opened.sort()).toEqual(
      [communications, businessSolutions, securitySite, corporateCanada, platform, cloud].sort(),
    );
    for (const link of launcherLinks.filter((entry) => entry.target !== "_blank")) {
      expect(link.href).toMatch(/^\//);
    }
  });
});

describe("footer", () => {
  const hrefs = footerGroups.flatMap((group) => group.links.map((link) => link.href));

  it("links every page the spec lists", () => {
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/about",
        "/about#leadership",
        "/careers",
        "/expertise",
        "/press",
        "/contact",
        "/api-documentation",
        "/support",
        "/community",
        "/blog",
        "/status",
        "/privacy-policy",
        "/terms-of-service",
        "/cookie-policy",
        "/acceptable-use",
        "/sitemap",
        "/marketplace",
        "/blog/rss.xml",
      ]),
    );
  });

  it("shows the first five main products, and there are more than five", () => {
    expect(mainProducts.length).toBeGreaterThan(footerProductCount);
    const products = footerGroups.find((group) => group.title === "Products");
    expect(products?.links).toEqual(mainProducts.slice(0, 5));
  });

  it("has no duplicate link within a group", () => {
    for (const group of footerGroups) {
      const groupHrefs = group.links.map((link) => link.href);
      expect(new Set(groupHrefs).size, group.title).toBe(groupHrefs.length);
    }
  });
});
