/**
 * Renders the Open Graph images (1200x630 PNG, the format every social network accepts):
 * public/images/social/default.png from the site config, and one per blog post from its cover
 * SVG. Run after changing the brand or a cover: `npm run social-images`. Outputs are committed.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import ts from "typescript";

async function importTs(file) {
  const source = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}

const { site } = await importTs("app/content/site.ts");
const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const defaultCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(circle at 85% 20%,#1f6f4a 0,#0c2a1e 55%);color:#f8fafc;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:24px">
    <svg width="88" height="88" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4ade80"/><path d="M16 5l7 10h-4l5 7h-6v5h-4v-5H8l5-7H9z" fill="#052e16"/></svg>
    <div style="font-size:44px;font-weight:700">${escape(site.name)}</div>
  </div>
  <div style="font-size:64px;font-weight:700;line-height:1.15;max-width:980px">${escape(site.tagline)}</div>
  <div style="font-size:30px;color:#cbd5e1">${escape(`${site.address.city}, ${site.address.region} · ${new URL(site.url).hostname}`)}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
fs.mkdirSync("public/images/social/blog", { recursive: true });
await page.setContent(defaultCard);
await page.screenshot({ path: "public/images/social/default.png" });

const coverDir = "public/images/blog";
const covers = fs.existsSync(coverDir) ? fs.readdirSync(coverDir).filter((f) => /cover.*\.svg$|\.svg$/.test(f)) : [];
for (const file of covers) {
  const svg = fs.readFileSync(path.join(coverDir, file), "utf8");
  await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden"><div style="width:1200px;height:630px">${svg.replace(/<svg /, '<svg width="1200" height="630" preserveAspectRatio="xMidYMid slice" ')}</div></body></html>`);
  await page.screenshot({ path: `public/images/social/blog/${file.replace(/\.svg$/, ".png")}` });
}
await browser.close();
console.log(`social images: default.png and ${covers.length} blog images`);
