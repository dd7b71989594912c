/**
 * `npm run bench`: per route, the gzipped bytes of what a first visit downloads (the HTML, the
 * JavaScript it imports or preloads, its stylesheets), then Lighthouse (mobile defaults) on the
 * key routes, served by the production server with compression. Figures go to stdout as tables
 * and to .lighthouse/bench.json. Speed is measured here, never asserted in tests.
 *
 * Options: --all (Lighthouse on every route), --routes=/,/pricing (Lighthouse on these), --runs=N
 * (median of N Lighthouse runs per route, default 1), --no-lighthouse.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { clientDir, prerenderedRoutes } from "./site-paths.mjs";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")).map(([k, v]) => [k, v ?? "true"]));
const dir = clientDir();
if (!fs.existsSync(path.join(dir, "index.html"))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const br = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function firstVisitBytes(route) {
  const htmlFile = path.join(dir, route === "/" ? "" : route, "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  const js = new Set();
  // Every module the page loads is named in its markup: in the hydration script's preload list,
  // its imports, or a script src.
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
  const sum = (set, size = gz) => [...set].reduce((total, url) => total + size(path.join(dir, url)), 0);
  return { route, html: gz(htmlFile), js: sum(js), jsBrotli: sum(js, br), css: sum(css), jsFiles: js.size };
}

const routes = prerenderedRoutes(dir);
const sizes = routes.map(firstVisitBytes);
console.log("\nFirst visit, KB (gzip -9; JS also as brotli, which the server sends when accepted)");
console.log("| route | HTML gz | JS gz | JS br | CSS gz | JS files |\n| --- | ---: | ---: | ---: | ---: | ---: |");
for (const s of sizes)
  console.log(`| ${s.route} | ${kb(s.html)} | ${kb(s.js)} | ${kb(s.jsBrotli)} | ${kb(s.css)} | ${s.jsFiles} |`);

const results = { date: new Date().toISOString(), sizes, lighthouse: [] };

if (args.get("lighthouse") !== "false" && !args.has("no-lighthouse")) {
  const defaultRoutes = ["/", "/marketplace", "/marketplace/automation-suite", "/blog", "/blog/future-of-ai-in-business", "/contact", "/pricing", "/products/security-suite", "/api-documentation", "/careers/apply", "/status"];
  const lhRoutes = args.get("all") ? routes : args.get("routes") ? args.get("routes").split(",") : defaultRoutes.filter((r) => routes.includes(r));
  const runs = Number(args.get("runs") ?? 1);
  const port = Number(process.env.BENCH_PORT ?? 4319);
  const server = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 800));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    console.log("\nLighthouse, mobile defaults (performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS)");
    console.log("| route | perf | a11y | best | SEO | LCP | TBT | CLS |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const route of lhRoutes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        samples.push(lhr);
      }
      samples.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = samples[Math.floor(samples.length / 2)];
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const row = {
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: Math.round(audit("largest-contentful-paint")),
        tbt: Math.round(audit("total-blocking-time")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        failing: Object.values(lhr.categories)
          .flatMap((c) => c.auditRefs)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
          .map((a) => a.id),
      };
      results.lighthouse.push(row);
      console.log(`| ${route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp} | ${row.tbt} | ${row.cls} |`);
    }
    const below = results.lighthouse.filter((r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100);
    for (const r of below) console.log(`  ${r.route}: audits below 1: ${r.failing.join(", ")}`);
  } finally {
    await chrome.kill();
    server.kill();
  }
}

fs.mkdirSync(".lighthouse", { recursive: true });
fs.writeFileSync(".lighthouse/bench.json", JSON.stringify(results, null, 2));
console.log("\nFull results: .lighthouse/bench.json");
