import crypto from "node:crypto";
import { observatoryScore } from "../../../scripts/observatory.mjs";
import { expect, test } from "../fixtures";
import { prerenderedRoutes } from "../site-routes";

const expected: Record<string, string | RegExp> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  "content-security-policy": /frame-ancestors 'none'/,
};

test("every kind of response carries the security headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? "/favicon.svg";
  for (const path of ["/", "/contact", "/no/such/page", asset, "/favicon.svg", "/blog/rss.xml", "/sitemap.xml"]) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(expected)) {
      if (typeof value === "string") expect(headers[name], `${path} ${name}`).toBe(value);
      else expect(headers[name], `${path} ${name}`).toMatch(value);
    }
  }
});

test("the header policy locks down objects, base URI, framing and allows only the map frame", async ({
  request,
}) => {
  const csp = (await request.get("/")).headers()["content-security-policy"];
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("frame-src https://www.openstreetmap.org");
});

test("each page's meta policy allows exactly its inline scripts, with no unsafe keywords", async ({ request }) => {
  for (const route of prerenderedRoutes()) {
    const html = await (await request.get(route)).text();
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(policy, route).toBeTruthy();
    const scriptSrc = policy!.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc, route).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    for (const [, body] of inline) {
      const hash = crypto.createHash("sha256").update(body!).digest("base64");
      expect(scriptSrc, `${route} inline script hash`).toContain(`'sha256-${hash}'`);
    }
  }
});

test("the HTTP Observatory score is at least 100 (A+) on every page", async ({ request, baseURL }) => {
  for (const route of prerenderedRoutes()) {
    const response = await request.get(route);
    const html = await response.text();
    const headers = new Headers(response.headersArray().map(({ name, value }): [string, string] => [name, value]));
    const { score, grade, tests } = observatoryScore({ headers, html, pageUrl: new URL(route, baseURL).toString() });
    expect(score, `${route}: ${JSON.stringify(tests)}`).toBeGreaterThanOrEqual(100);
    expect(grade).toBe("A+");
  }
});
