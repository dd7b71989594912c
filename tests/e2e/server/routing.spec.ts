import { expect, gotoHydrated, test } from "../fixtures";
import { prerenderedRoutes } from "../site-routes";

const routes = prerenderedRoutes();

test("every prerendered route answers 200 with its own HTML", async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()["content-type"], route).toContain("text/html");
    const html = await response.text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical, `${route} canonical`).toBeTruthy();
    // Aliases canonicalise to their target; every other page names itself.
    if (!html.includes('content="noindex')) expect(new URL(canonical!).pathname, route).toBe(route);
  }
});

test("a trailing slash serves the same page", async ({ request }) => {
  const response = await request.get("/about/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(
    'rel="canonical" href="https://www.northpine.tech/about"',
  );
});

test("a language's home page answers without a trailing slash", async ({ request }) => {
  for (const home of ["/fr", "/ar", "/fr/"]) {
    const response = await request.get(home, { maxRedirects: 0 });
    expect(response.status(), home).toBe(200);
    expect(await response.text(), home).toContain(
      `rel="canonical" href="https://www.northpine.tech${home.replace(/\/$/, "")}"`,
    );
  }
});

test("an unknown path gets the SPA fallback, which replaces the URL with /", async ({
  page,
  request,
}) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain('rel="canonical"');

  await page.goto("/about");
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test("a first segment that is no published language is an unknown path too", async ({ page }) => {
  // /xx/about and /en/pricing match the pages' optional language segment; they go home, cleanly.
  for (const address of ["/xx/about", "/en/pricing", "/sv", "/fr/en/pricing"]) {
    await page.goto(address);
    await expect(page, address).toHaveURL(/\/(fr)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("hashed assets are immutable for a year, HTML revalidates", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/")).headers()["cache-control"]).toBe("no-cache");
});

test("text responses are compressed", async ({ request }) => {
  for (const path of ["/", "/pricing", "/sitemap.xml"]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"], path).toBe("gzip");
  }
  const html = await (await request.get("/")).text();
  const script = html.match(/\/assets\/[^"]+\.js/)?.[0];
  const response = await request.get(script!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(["br", "gzip"]).toContain(response.headers()["content-encoding"]);
});

test("machine-readable files are served with their types", async ({ request }) => {
  for (const feed of ["/blog/rss.xml", "/fr/blog/rss.xml", "/ar/blog/rss.xml"]) {
    const rss = await request.get(feed);
    expect(rss.status(), feed).toBe(200);
    expect(rss.headers()["content-type"], feed).toContain("rss+xml");
  }
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain("Sitemap: https://www.northpine.tech/sitemap.xml");
});

test("a missing asset is a 404, not the app shell", async ({ request }) => {
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});

test("the home page hydrates under the site's security policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
