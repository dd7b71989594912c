/**
 * What the browser's JavaScript must not carry: the code and data only loaders read at build time
 * (record 0100). One stray import would bring them back into every page's download
 * without failing anything else, so the built assets are searched for markers of each.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { site } from "../../app/content/site";
import { clientDir } from "../../scripts/site-paths.mjs";

const assets = path.join(clientDir(), "assets");
const scripts = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, code: fs.readFileSync(path.join(assets, name), "utf8") }));

function carrying(marker: string): string[] {
  return scripts.filter(({ code }) => code.includes(marker)).map(({ name }) => name);
}

describe("the browser's JavaScript", () => {
  test("exists (the build ran)", () => {
    expect(scripts.length).toBeGreaterThan(10);
  });

  test("has no page-tag builder: tags come from each page's loader data", () => {
    // Strings only pageMeta (app/lib/seo.ts) and the JSON-LD builders write.
    for (const marker of [
      "og:locale:alternate",
      "twitter:image:alt",
      "BreadcrumbList",
      "JobPosting",
    ])
      expect(carrying(marker), marker).toEqual([]);
  });

  test("has none of the site config that only loaders and the server read", () => {
    for (const marker of [site.description, site.tagline])
      expect(carrying(marker), marker).toEqual([]);
  });
});
