import { describe, expect, it } from "vitest";
import { prerenderPaths } from "~/content/prerender";
import { localizedPattern, pageRoutes, staticPaths } from "./page-routes";

describe("page routes", () => {
  it("declares each page and each module once", () => {
    const paths = pageRoutes.map(([path]) => path);
    const files = pageRoutes.map(([, file]) => file);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(files).size).toBe(files.length);
  });

  it("puts every page under an optional language segment", () => {
    expect(localizedPattern("")).toBe(":lang?");
    expect(localizedPattern("blog/:slug")).toBe(":lang?/blog/:slug");
  });

  it("prerenders every static page and file in each published language", () => {
    const prerendered = new Set(prerenderPaths());
    for (const path of staticPaths()) {
      const bare = path === "/" ? "" : path;
      expect(prerendered).toContain(path);
      expect(prerendered).toContain(`/fr${bare}`);
      expect(prerendered).toContain(`/ar${bare}`);
    }
    expect(prerendered).toContain("/fr/blog/rss.xml");
    expect(prerendered).not.toContain("/en/pricing");
    expect(prerendered.size).toBe(prerenderPaths().length);
  });
});
