import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * When a page's scripts start (record 0099): after the browser reports the first contentful paint,
 * so that paint has the whole connection; and, for a tab hidden before its first paint, which gets
 * no paint entry, in the frame after the load event, so such a page still becomes interactive.
 */

/** Opens the page; once it has hydrated, when each script was requested, it painted and loaded. */
async function timings(page: Page, path: string) {
  await gotoHydrated(page, path);
  return page.evaluate(() => ({
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .loadEventStart,
  }));
}

for (const path of ["/", "/blog/future-of-ai-in-business", "/ja/contact"]) {
  test(`${path} requests no script before its first contentful paint`, async ({ page }) => {
    const { scripts, painted } = await timings(page, path);
    expect(painted, "a first contentful paint entry").toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThan(painted!);
  });
}

test("a page that never gets a paint entry (hidden before its first paint) hydrates once it has loaded", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // What Chromium reports for a tab opened in the background and shown while it loads: no
    // paint entries, and a hidden state among the document's visibility states.
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type === "paint") return;
      observe.call(this, options);
    };
    const entries = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) =>
      type === "visibility-state"
        ? ([{ name: "hidden" }, { name: "visible" }] as unknown as PerformanceEntryList)
        : entries(type);
  });
  const { scripts, loaded } = await timings(page, "/contact");
  expect(loaded).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(2);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(loaded);
});
