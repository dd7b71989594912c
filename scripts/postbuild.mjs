/**
 * Runs after `react-router build`:
 * 1. writes sitemap.xml from the prerendered pages themselves (their canonical URLs), skipping
 *    pages marked noindex and the unlisted ones below, so it cannot fall out of date with the routes;
 * 2. writes robots.txt naming the sitemap;
 * 3. starts each page's hydration after its first painted frame (see defer-hydration.mjs), then
 *    adds a per-page Content-Security-Policy <meta> with the hashes of that page's inline scripts;
 * 4. precompresses text files as .br and .gz for the server.
 */
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { attribute, findElements, parseHtml } from "./html-document.mjs";
import { rewritePage } from "./rewrite-page.mjs";
import { clientDir } from "./site-paths.mjs";
import { defaultLocale, siteLocales } from "../app/lib/locales.ts";

const dir = clientDir();

function walk(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(dir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));

// React Router also writes a .data file next to each prerendered resource route; nothing reads it.
for (const file of files.filter((f) => f.endsWith(".xml.data"))) fs.rmSync(file);

/* 1 and 2: sitemap.xml and robots.txt */
// Indexable (a visitor may search for the sign-in page), but nothing a sitemap should promote.
const unlisted = new Set(["/login", "/cart"]);
const languagePrefix = new RegExp(
  `^/(${siteLocales.filter((code) => code !== defaultLocale).join("|")})(?=/|$)`,
);
const pages = [];
// Each page's own hreflang links become its sitemap alternates, so the two cannot disagree.
const alternates = new Map();
for (const file of htmlFiles) {
  if (path.basename(file) !== "index.html") continue;
  const document = parseHtml(fs.readFileSync(file, "utf8"));
  const [canonicalLink] = findElements(document, "link", { rel: "canonical" });
  const canonical = canonicalLink && attribute(canonicalLink, "href");
  const robots = findElements(document, "meta", { name: "robots" });
  if (!canonical || robots.some((meta) => attribute(meta, "content")?.startsWith("noindex")))
    continue;
  if (unlisted.has(new URL(canonical).pathname.replace(languagePrefix, "") || "/")) continue;
  pages.push(canonical);
  alternates.set(
    canonical,
    findElements(document, "link", { rel: "alternate", hreflang: true, href: true }).map(
      (link) => ({
        hreflang: attribute(link, "hreflang"),
        href: attribute(link, "href"),
      }),
    ),
  );
}
pages.sort((a, b) => a.length - b.length || a.localeCompare(b));
const home = pages[0] && new URL(pages[0]).origin;
if (!home) throw new Error("postbuild: no canonical link found on the home page");
const escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const lastmod = new Date().toISOString().slice(0, 10);
const sitemapEntry = (loc) => {
  const links = (alternates.get(loc) ?? []).map(
    ({ hreflang, href }) =>
      `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod>${links.join("")}${links.length ? "\n  " : ""}</url>`;
};
fs.writeFileSync(
  path.join(dir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[
    ...new Set(pages),
  ]
    .map(sitemapEntry)
    .join("\n")}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(dir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${home}/sitemap.xml\n`,
);

/* 3: deferred hydration and per-page script hashes */
for (const file of htmlFiles) fs.writeFileSync(file, rewritePage(fs.readFileSync(file, "utf8")));

/* 4: precompression, in the thread pool (zlib's async calls), so every core works on it: brotli
   at quality 11 over some 900 files took 140 s on one core. */
const compressible = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const queue = [...walk(dir)].filter((file) => compressible.test(file));
let count = 0;
async function compressNext() {
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const body = fs.readFileSync(file);
    if (body.length < 256) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
}
await Promise.all(Array.from({ length: os.availableParallelism() }, compressNext));
console.log(
  `postbuild: ${pages.length} URLs in sitemap.xml, CSP hashes in ${htmlFiles.length} pages, ${count} files precompressed`,
);
