import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { englishPath, englishRoutes, prerenderedRoutes, redirectRoutes, routeLocale } from "./site-routes";

const routes = prerenderedRoutes().filter((route) => !redirectRoutes.includes(route));
// Axe in both themes at both widths for English; the French and Arabic pages get theirs in
// i18n-routes.desktop.spec.ts, so the suite does not triple.
const englishPages = englishRoutes().filter((route) => !redirectRoutes.includes(route));
const documentLanguage = { en: 'lang="en" dir="ltr"', fr: 'lang="fr-CA" dir="ltr"', ar: 'lang="ar" dir="rtl"' };

test("the build prerenders every route in every language", () => {
  expect(englishPages.length).toBeGreaterThan(40);
  expect(routes.length).toBe(englishPages.length * 3);
});

test.describe("prerendered HTML", () => {
  test("each route answers 200 with its own title, description, canonical and one h1", async ({
    request,
  }) => {
    // Titles are unique within a language; a page and its translations share a subject.
    const titles = new Map<string, string>();
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, `${route} title`).toBeTruthy();
      const key = `${routeLocale(route)} ${title}`;
      expect(titles.get(key), `${route} shares its title with another route`).toBeUndefined();
      titles.set(key, route);
      expect(html, `${route} description`).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, `${route} canonical`).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html.match(/<h1[\s>]/g)?.length ?? 0, `${route} h1 count`).toBe(1);
    }
  });
});

test("no route holds content back in a streamed Suspense segment", async ({ request }) => {
  // React sends a large finished boundary after the page, hidden, and reveals it a frame later
  // (a layout shift, a missed #anchor, nothing without scripts). Only React Router's own data
  // script may arrive that way; app/entry.server.tsx keeps every content boundary inline.
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const segments = [...html.matchAll(/<div hidden id="S:\d+">([\s\S]*?)<\/div>/g)];
    for (const [, segment] of segments) {
      expect(
        segment!
          .replace(/<script>[\s\S]*?<\/script>/g, "")
          .replace(/<!--[\s\S]*?-->|<template[^>]*><\/template>/g, ""),
        route,
      ).toBe("");
    }
  }
});

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { "@type": string })["@type"],
  );
}

test("each route has social metadata, a language and the structured data its content calls for", async ({
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain(`<html ${documentLanguage[routeLocale(route)]}`);
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
      expect(html, `${route} ${property}`).toMatch(
        new RegExp(`<meta property="${property}" content="[^"]+"`),
      );
    }
    expect(html, `${route} twitter:card`).toContain(
      '<meta name="twitter:card" content="summary_large_image"',
    );
    expect(html, `${route} og:image is absolute`).toMatch(
      /<meta property="og:image" content="https:\/\/[^"]+"/,
    );

    const types = jsonLdTypes(html);
    const path = englishPath(route);
    if (path === "/")
      expect(types, route).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    if (path.split("/").length > 2 && !html.includes('content="noindex')) {
      expect(types, `${route} breadcrumbs`).toContain("BreadcrumbList");
    }
    if (/^\/marketplace\/[^/]+$/.test(path)) expect(types, route).toContain("Product");
    if (/^\/blog\/[^/]+$/.test(path)) expect(types, route).toContain("BlogPosting");
    // Each opening's JobPosting is on its own page (/careers/{id}), not on the list.
    if (path === "/careers") expect(types, route).not.toContain("JobPosting");
    if (/^\/careers\/(?!apply$)[^/]+$/.test(path)) {
      expect(types.filter((t) => t === "JobPosting").length, route).toBe(1);
    }
    if (path === "/support") expect(types, route).toContain("FAQPage");
  }
});

for (const route of englishPages) {
  test.describe(`route ${route}`, () => {
    for (const theme of ["light", "dark"] as const) {
      test.describe(`${theme} theme`, () => {
        test.use({ theme });
        test(`hydrates cleanly with no axe violations`, async ({ page }) => {
          await gotoHydrated(page, route);
          await expect(page.locator("html")).toHaveClass(
            theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
          );
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          expect(await axeViolations(page)).toEqual([]);
        });
      });
    }
  });
}

// Issue 18, point 4 beyond the posts: an illustration is an image, so its lettering shrinks with
// it; wherever one is shown, at either width, its smallest text must still be 12 px or more.
// The illustrations are the same files in every language, so the English pages show them all.
test("no illustration on any route shrinks its lettering below 12 px", async ({ page }) => {
  const small: string[] = [];
  for (const route of englishPages) {
    await page.goto(route);
    const found = await page.evaluate(async () => {
      const images = [...document.querySelectorAll("img")].filter(
        (image) => /\.svg($|\?)/.test(image.currentSrc || image.src) && image.offsetWidth > 0,
      );
      const lines: string[] = [];
      for (const image of images) {
        const svg = await (await fetch(image.currentSrc || image.src)).text();
        if (!svg.includes("<text")) continue;
        const sizes = [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)/g)].map((m) => Number(m[1]));
        const viewBoxWidth = Number(svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/)?.[1]);
        // SVG text without a font-size is 16 user units.
        const smallest = sizes.length > 0 ? Math.min(...sizes) : 16;
        const rendered = (smallest * image.offsetWidth) / viewBoxWidth;
        if (!(rendered >= 12))
          lines.push(`${image.getAttribute("src")}: ${rendered.toFixed(1)} px`);
      }
      return lines;
    });
    small.push(...found.map((line) => `${route} ${line}`));
  }
  expect(small).toEqual([]);
});
