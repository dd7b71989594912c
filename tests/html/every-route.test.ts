/**
 * Every route's prerendered HTML: title, description, canonical, one <h1>, social metadata,
 * language and structured data, nothing held back in a streamed segment, and the copy snapshot.
 * Moved from tests/e2e/every-route.spec.ts and page-snapshot.desktop.spec.ts (issue 28, point 6):
 * they read files only, so they need no browser.
 */
import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { buildSnapshot } from "../../scripts/page-snapshot.mjs";
import {
  documentLanguage,
  englishPath,
  englishRoutes,
  prerenderedRoutes,
  redirectRoutes,
  routeLocale,
} from "../e2e/site-routes";
import {
  attribute,
  builtClient,
  byTag,
  findAll,
  firstText,
  hasPage,
  jsonLd,
  metaContent as meta,
  pageDocument as documentOf,
} from "./built-pages";
import type { Element } from "./built-pages";

builtClient();
const routes = prerenderedRoutes().filter((route) => !redirectRoutes.includes(route));
const englishPages = englishRoutes().filter((route) => !redirectRoutes.includes(route));
test("the build prerenders every route in every language", () => {
  expect(englishPages.length).toBeGreaterThan(40);
  expect(routes.length).toBe(englishPages.length * 11);
});

describe("prerendered HTML", () => {
  test("each route has its own page with its own title, description, canonical and one h1", () => {
    // Titles are unique within a language; a page and its translations share a subject.
    const titles = new Map<string, string>();
    for (const route of routes) {
      expect(hasPage(route), route).toBe(true);
      const document = documentOf(route);
      const [head] = findAll(document, byTag("head"));
      const title = firstText(head!, "title");
      expect(title, `${route} title`).toBeTruthy();
      const key = `${routeLocale(route)} ${title}`;
      expect(titles.get(key), `${route} shares its title with another route`).toBeUndefined();
      titles.set(key, route);
      // A Japanese or Chinese character carries about a word: half the characters say as much.
      const cjk = ["ja", "zh"].includes(routeLocale(route));
      expect(
        meta(document, "name", "description")?.length ?? 0,
        `${route} description`,
      ).toBeGreaterThanOrEqual(cjk ? 20 : 40);
      const [canonical] = findAll(
        document,
        (node) => node.tagName === "link" && attribute(node, "rel") === "canonical",
      );
      expect(canonical && attribute(canonical, "href"), `${route} canonical`).toMatch(
        /^https:\/\/.+/,
      );
      expect(findAll(document, byTag("h1")).length, `${route} h1 count`).toBe(1);
    }
  });
});

test("no route holds content back in a streamed Suspense segment", () => {
  // React sends a large finished boundary after the page, hidden, and reveals it a frame later
  // (a layout shift, a missed #anchor, nothing without scripts). Only React Router's own data
  // script may arrive that way; app/entry.server.tsx keeps every content boundary inline.
  const held = (node: Element) =>
    node.childNodes.filter(
      (child) =>
        child.nodeName !== "script" &&
        child.nodeName !== "#comment" &&
        !(
          child.nodeName === "template" &&
          (child as Element & { content: Element }).content.childNodes.length === 0 &&
          (child as Element).childNodes.length === 0
        ),
    );
  for (const route of routes) {
    const segments = findAll(
      documentOf(route),
      (node) =>
        node.tagName === "div" &&
        attribute(node, "hidden") !== undefined &&
        /^S:\d+$/.test(attribute(node, "id") ?? ""),
    );
    for (const segment of segments)
      expect(
        held(segment).map((node) => node.nodeName),
        route,
      ).toEqual([]);
  }
});

test("each route's header bar ends with the control that shows it", () => {
  // The bar stays invisible until its [data-row-end] control is parsed (app.css, record 0114): a
  // page without it would never show its header, and a control parsed after it could still push
  // the others aside in a frame painted early.
  const elementChildren = (node: Element) =>
    node.childNodes.filter((child): child is Element => "tagName" in child);
  for (const route of routes) {
    const document = documentOf(route);
    const bars = findAll(document, (node) =>
      (attribute(node, "class") ?? "").split(" ").includes("header-row"),
    );
    expect(bars, route).toHaveLength(1);
    const ends = findAll(bars[0]!, (node) => attribute(node, "data-row-end") !== undefined);
    expect(ends, route).toHaveLength(1);
    for (let node = ends[0]!; node !== bars[0]; node = node.parentNode as Element)
      expect(elementChildren(node.parentNode as Element).at(-1), route).toBe(node);
  }
});

test("each route has social metadata, a language and the structured data its content calls for", () => {
  for (const route of routes) {
    const document = documentOf(route);
    const [html] = findAll(document, byTag("html"));
    const language = documentLanguage[routeLocale(route)];
    expect({ lang: attribute(html!, "lang"), dir: attribute(html!, "dir") }, route).toEqual(
      language,
    );
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
      expect(meta(document, "property", property), `${route} ${property}`).toBeTruthy();
    }
    expect(meta(document, "name", "twitter:card"), `${route} twitter:card`).toBe(
      "summary_large_image",
    );
    expect(meta(document, "property", "og:image"), `${route} og:image is absolute`).toMatch(
      /^https:\/\/.+/,
    );

    const types = jsonLd(document).map((data) => data["@type"]);
    const path = englishPath(route);
    if (path === "/")
      expect(types, route).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const noindex = findAll(
      document,
      (node) => node.tagName === "meta" && /^noindex/.test(attribute(node, "content") ?? ""),
    );
    if (path.split("/").length > 2 && noindex.length === 0) {
      expect(types, `${route} breadcrumbs`).toContain("BreadcrumbList");
    }
    if (/^\/marketplace\/[^/]+$/.test(path)) expect(types, route).toContain("Product");
    if (/^\/blog\/[^/]+$/.test(path)) expect(types, route).toContain("BlogPosting");
    // Each opening's JobPosting is on its own page (/careers/{id}), not on the list.
    if (path === "/careers") expect(types, route).not.toContain("JobPosting");
    if (/^\/careers\/(?!apply$)[^/]+$/.test(path)) {
      expect(types.filter((type) => type === "JobPosting").length, route).toBe(1);
    }
    if (path === "/support") expect(types, route).toContain("FAQPage");
  }
});

type Snapshot = Record<string, Record<string, string | null>>;

test("every prerendered page keeps its URL, title, description, lang, dir and visible text", () => {
  const snapshot = JSON.parse(
    fs.readFileSync(new URL("./fixtures/prerendered-pages.json", import.meta.url), "utf8"),
  ) as Snapshot;
  const built = buildSnapshot() as Snapshot;
  expect(Object.keys(built)).toEqual(Object.keys(snapshot));
  for (const [route, figures] of Object.entries(snapshot))
    expect(built[route], route).toEqual(figures);
});

test("every page preloads the brand face's Latin subset; Russian pages its Cyrillic subset too", () => {
  // Record 0117: a Russian page's text is Cyrillic, so its face is wanted before the first paint;
  // no other page shows Cyrillic until the language picker opens.
  for (const route of routes) {
    const [head] = findAll(documentOf(route), byTag("head"));
    const fonts = findAll(
      head!,
      (node) =>
        node.tagName === "link" &&
        attribute(node, "rel") === "preload" &&
        attribute(node, "as") === "font",
    ).map((link) => attribute(link, "href"));
    expect(fonts, route).toEqual([
      "/fonts/inter-latin-400-700.woff2",
      ...(routeLocale(route) === "ru" ? ["/fonts/inter-cyrillic-400-700.woff2"] : []),
    ]);
  }
});
