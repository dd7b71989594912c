import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7.18 writes into every prerendered page.
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/chunk-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);
  const script = out.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("removes every modulepreload link from the markup, so no script competes with the first paint", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<main>Hello</main>");
  });

  it("waits for the first contentful paint (or a hidden document) before fetching anything", () => {
    const wait = script.indexOf('observe({ type: "paint", buffered: true })');
    expect(wait).toBeGreaterThan(-1);
    expect(script).toContain('document.visibilityState');
    expect(script).toContain('list.getEntriesByName("first-contentful-paint").length && (paints.disconnect(), go())');
    expect(script.indexOf("import(")).toBeGreaterThan(wait);
  });

  it("starts after the frame that follows the load event when no paint entry can come (a tab hidden before its first paint)", () => {
    const load = script.indexOf('addEventListener("load", backstop, { once: true })');
    expect(load).toBeGreaterThan(-1);
    expect(script).toContain("const afterFrame = () => requestAnimationFrame(() => setTimeout(go));");
    expect(script).toContain('performance.getEntriesByType("visibility-state").some((entry) => entry.name === "hidden")) && afterFrame()');
    expect(script).not.toContain('addEventListener("load", go');
    expect(script.indexOf("import(")).toBeGreaterThan(load);
  });

  it("starts at once when the document is hidden, or is hidden while it waits", () => {
    expect(script).toContain('if (document.visibilityState !== "visible") return go();');
    expect(script).toContain('addEventListener("visibilitychange", go, { once: true });');
  });

  it("preloads the same modules once the page has painted", () => {
    for (const href of ["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/chunk-3.js", "/assets/root-4.js", "/assets/home-5.js"]) {
      expect(script).toContain(JSON.stringify(href));
    }
    expect(script).toContain('"modulepreload"');
  });

  it("loads the manifest first, then the route modules, then registers them and starts the client entry", () => {
    const manifest = script.indexOf('import("/assets/manifest-1.js")');
    const routes = script.indexOf('import("/assets/root-4.js")');
    const register = script.indexOf("window.__reactRouterRouteModules");
    const entry = script.indexOf('import("/assets/entry.client-2.js")');
    expect(manifest).toBeGreaterThan(-1);
    expect(manifest).toBeLessThan(routes);
    expect(routes).toBeLessThan(register);
    expect(register).toBeLessThan(entry);
    expect(script).toMatch(/const \[route0, route1\] = await Promise\.all\(\[import\("\/assets\/root-4\.js"\), import\("\/assets\/home-5\.js"\)\]\)/);
  });

  it("is a no-op on a page that has already been transformed", () => {
    expect(deferHydration(out)).toBe(out);
  });

  it("fails the build when React Router writes a shape it does not recognise", () => {
    expect(() => deferHydration(page.replace('import * as route0 from "/assets/root-4.js";', 'import route0 from "/assets/root-4.js";'))).toThrow(/unrecognised/);
    expect(() => deferHydration("<html><body>No scripts</body></html>")).toThrow(/no React Router module script/);
  });
});
