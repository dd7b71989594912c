import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * When a page's scripts start (record 0099): after the browser reports the first paint, so the
 * first paint has the whole connection; and, for a tab hidden before its first paint, which gets
 * no paint entry, in the frame after the load event, so such a page still becomes interactive.
 */

/** When each of the page's scripts was requested, and when the page painted and loaded. */
async function timings(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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
    await page.goto(path);
    const { scripts, painted } = await timings(page);
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
  await page.goto("/contact");
  const { scripts, loaded } = await timings(page);
  expect(loaded).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(2);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(loaded);
});
