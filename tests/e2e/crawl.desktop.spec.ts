import { localeFromPath, localizedPath, unlocalizedPath } from "../../app/lib/i18n";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Follows every same-origin link from / (as rendered in the browser, so client-side links count)
 * and fails on links that end somewhere else than they point: a redirect to /, /blog or
 * /marketplace means the target does not exist. Fragment links must find their anchor. The
 * language picker's links lead into every published language, whose pages are crawled too.
 */
const allowedRedirects = new Map([
  ["/blog/future-of-ai", "/blog/future-of-ai-in-business"],
  // The demo admin area sends signed-out visitors to the sign-in page by design.
  ["/admin", "/login"],
]);

/** Where a path may end: an allowed redirect holds in every language. */
function expectedEnd(path: string) {
  const target = allowedRedirects.get(unlocalizedPath(path));
  return target ? localizedPath(target, localeFromPath(path)) : path;
}
const files = /\.(xml|atom|csv|txt|zip|pdf|png|svg|jpg|webp|ico|json)$/;

test("no same-origin link is dead", async ({ page, request, baseURL }) => {
  // Every page of every published language (about 630), each loaded and hydrated in turn: ten
  // minutes on a fast machine, more than twenty on a slow one.
  test.setTimeout(1_800_000);
  const origin = new URL(baseURL!).origin;
  const queue = ["/"];
  const seen = new Set(queue);
  const problems: string[] = [];
  const anchorsToCheck: Array<{ from: string; path: string; hash: string }> = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (files.test(path)) {
      const response = await request.get(path);
      if (response.status() !== 200) problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    await gotoHydrated(page, path);
    const finalPath = new URL(page.url()).pathname;
    const expectedPath = expectedEnd(path);
    if (finalPath !== expectedPath) {
      problems.push(`${path} ended on ${finalPath}`);
      continue;
    }
    const hrefs = await page.$$eval("a[href]", (links) =>
      links.map((a) => (a as HTMLAnchorElement).href),
    );
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = url.pathname.replace(/\/$/, "") || "/";
      if (url.hash.length > 1)
        anchorsToCheck.push({
          from: path,
          path: target,
          hash: decodeURIComponent(url.hash.slice(1)),
        });
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  const byPage = new Map<string, Set<string>>();
  for (const { path, hash } of anchorsToCheck) {
    if (!byPage.has(path)) byPage.set(path, new Set());
    byPage.get(path)!.add(hash);
  }
  for (const [path, hashes] of byPage) {
    await gotoHydrated(page, path);
    for (const hash of hashes) {
      const found = await page.evaluate((id) => document.getElementById(id) !== null, hash);
      if (!found) problems.push(`${path}#${hash}: no element with that id`);
    }
  }

  expect(seen.size, "pages reached from /").toBeGreaterThan(40);
  expect(problems).toEqual([]);
});
