/**
 * Builds the press center's downloads in public/downloads/ from the site config, so a rebrand
 * only needs this script run again:
 * - {brand}-logo-kit.zip: the logo (SVG, plus PNG renderings made with headless Chromium) and usage notes;
 * - {brand}-executive-headshots.zip: the leadership portraits from public/images/about/ (SVG and PNG);
 * - {brand}-fact-sheet.pdf: a one-page fact sheet printed by headless Chromium.
 * Then it prints each file's size: copy them into mediaResources in app/content/press.ts
 * (app/content/press.test.ts fails until they match).
 *
 * Usage: node scripts/make-downloads.mjs   (needs /usr/bin/chromium or CHROME_PATH, and python3 for zip)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "downloads");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-"));

/** Loads a content module (TypeScript, relative imports) by transpiling it and its imports. */
async function loadContent(name) {
  const compiled = path.join(work, "content");
  fs.mkdirSync(compiled, { recursive: true });
  const seen = new Set();
  const compile = (module) => {
    if (seen.has(module)) return;
    seen.add(module);
    const source = fs.readFileSync(path.join(root, "app", "content", `${module}.ts`), "utf8");
    let js = ts.transpileModule(source, {
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: false,
      },
    }).outputText;
    js = js.replace(/from "\.\/([\w-]+)"/g, (_, dep) => {
      compile(dep);
      return `from "./${dep}.mjs"`;
    });
    fs.writeFileSync(path.join(compiled, `${module}.mjs`), js);
  };
  compile(name);
  return import(pathToFileURL(path.join(compiled, `${name}.mjs`)).href);
}

const { site } = await loadContent("site");
const slug = site.shortName.toLowerCase();
const rest = site.name.startsWith(site.shortName)
  ? site.name.slice(site.shortName.length).trim()
  : "";
const green = "#166534";
const ink = "#0f172a";
const escape = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/* ---------------------------------------------------------------- helpers */

function chromium(args) {
  execFileSync(
    chrome,
    ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", ...args],
    {
      stdio: "ignore",
    },
  );
}

/** Renders an SVG file to a PNG of the given size with a transparent background. */
function svgToPng(svgFile, pngFile, width, height, background = "transparent") {
  const html = path.join(work, `${path.basename(pngFile)}.html`);
  fs.writeFileSync(
    html,
    `<!doctype html><html><body style="margin:0;background:${background}"><img src="${pathToFileURL(svgFile).href}" width="${width}" height="${height}" style="display:block"></body></html>`,
  );
  chromium([
    "--default-background-color=00000000",
    `--window-size=${width},${height}`,
    `--screenshot=${pngFile}`,
    pathToFileURL(html).href,
  ]);
}

/** A zip with fixed timestamps and sorted entries, so unchanged inputs give the same archive. */
function zip(zipFile, entries) {
  const script = `
import sys, zipfile
out, *pairs = sys.argv[1:]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for i in range(0, len(pairs), 2):
        info = zipfile.ZipInfo(pairs[i], date_time=(2025, 5, 12, 9, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        with open(pairs[i + 1], "rb") as source:
            archive.writestr(info, source.read(), compresslevel=9)
`;
  const args = entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => [entry.name, entry.file]);
  fs.rmSync(zipFile, { force: true });
  execFileSync("python3", ["-c", script, zipFile, ...args]);
}

function write(name, text) {
  const file = path.join(work, name);
  fs.writeFileSync(file, text);
  return file;
}

/* --------------------------------------------------------------- logo kit */

const mark = (x, y, size) =>
  `<g transform="translate(${x} ${y}) scale(${size / 32})"><rect width="32" height="32" rx="8" fill="${green}"/><path d="M16 5l7 10h-4l5 7h-6v5h-4v-5H8l5-7H9z" fill="#fff"/></g>`;

const wordmark = (colour, subColour) => `
  <text x="150" y="${rest ? 88 : 110}" font-family="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="72" font-weight="700" letter-spacing="-1" fill="${colour}">${escape(rest ? site.shortName : site.name)}</text>
  ${rest ? `<text x="154" y="132" font-family="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="26" font-weight="600" letter-spacing="7" fill="${subColour}">${escape(rest.toUpperCase())}</text>` : ""}`;

const logoSvg = (colour, subColour) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 180" width="600" height="180">${mark(20, 30, 120)}${wordmark(colour, subColour)}</svg>\n`;

const logoFiles = {
  logo: write(`${slug}-logo.svg`, logoSvg(ink, "#475569")),
  reversed: write(`${slug}-logo-reversed.svg`, logoSvg("#f8fafc", "#cbd5e1")),
  mark: write(
    `${slug}-mark.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512">${mark(0, 0, 32)}</svg>\n`,
  ),
};
const logoPngs = {
  logo: path.join(work, `${slug}-logo.png`),
  reversed: path.join(work, `${slug}-logo-reversed.png`),
  mark: path.join(work, `${slug}-mark.png`),
};
svgToPng(logoFiles.logo, logoPngs.logo, 1200, 360);
svgToPng(logoFiles.reversed, logoPngs.reversed, 1200, 360);
svgToPng(logoFiles.mark, logoPngs.mark, 512, 512);

const logoReadme = write(
  "README.txt",
  `${site.name} logo kit
${"=".repeat(site.name.length + 9)}

Files
- ${slug}-logo.svg / .png            Full logo for light backgrounds (PNG 1200 x 360, transparent)
- ${slug}-logo-reversed.svg / .png   Full logo for dark backgrounds (PNG 1200 x 360, transparent)
- ${slug}-mark.svg / .png            The pine mark on its own, for avatars and small spaces (PNG 512 x 512)

Use
- Prefer the SVG files: they stay sharp at any size.
- Keep clear space around the logo at least the height of the pine mark's trunk.
- Do not stretch, recolour, rotate or add effects to the logo.
- The primary colour is forest green ${green}; text is ${ink} on light backgrounds.
- Minimum width of the full logo: 120 px on screen, 30 mm in print.

Questions: ${site.mailboxes.press}
${site.legalName}, ${site.address.city}, ${site.address.region}
`,
);

zip(path.join(outDir, `${slug}-logo-kit.zip`), [
  { name: path.basename(logoFiles.logo), file: logoFiles.logo },
  { name: path.basename(logoFiles.reversed), file: logoFiles.reversed },
  { name: path.basename(logoFiles.mark), file: logoFiles.mark },
  { name: path.basename(logoPngs.logo), file: logoPngs.logo },
  { name: path.basename(logoPngs.reversed), file: logoPngs.reversed },
  { name: path.basename(logoPngs.mark), file: logoPngs.mark },
  { name: "README.txt", file: logoReadme },
]);

/* -------------------------------------------------------- executive headshots */

// A missing or broken about module means no headshots, not a failed build.
const leaders = await loadContent("about").then(
  (about) => about.leaders,
  () => [],
);
const portraitDir = path.join(root, "public", "images", "about");
const headshots = [];
for (const leader of leaders) {
  const svg = path.join(root, "public", leader.image.src);
  if (!fs.existsSync(svg)) continue;
  const base = path.basename(svg, ".svg");
  const png = path.join(work, `${base}.png`);
  svgToPng(svg, png, 960, 960);
  headshots.push({ leader, base, svg, png });
}
if (headshots.length === 0) {
  throw new Error(
    `No leadership portraits found in ${portraitDir}: add them (see app/content/about.ts) and run again.`,
  );
}
const headshotReadme = write(
  "headshots-README.txt",
  `${site.name} executive headshots
Illustrated portraits of the leadership team, as used on ${site.url.replace(/^https:\/\//, "")}/about.
SVG files scale to any size; PNG files are 960 x 960.

${headshots.map(({ leader, base }) => `- ${base}: ${leader.name}, ${leader.role}`).join("\n")}

Please credit "${site.name}". Questions: ${site.mailboxes.press}
`,
);
zip(path.join(outDir, `${slug}-executive-headshots.zip`), [
  ...headshots.flatMap(({ base, svg, png }) => [
    { name: `${base}.svg`, file: svg },
    { name: `${base}.png`, file: png },
  ]),
  { name: "README.txt", file: headshotReadme },
]);

/* ------------------------------------------------------------- fact sheet */

const { pressReleases } = await loadContent("press");
const formatDate = (iso) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
const services = [
  [
    "Managed IT",
    "Help desk, patching, device management and monitoring for a fixed monthly fee per user.",
  ],
  ["DevOps engineering", "CI/CD pipelines, infrastructure as code and Kubernetes operations."],
  [
    "AI automation",
    "Support assistants, document extraction and forecasting, with data kept in Canada.",
  ],
  [
    "Cybersecurity",
    "Security operations, phishing training, incident response and compliance support.",
  ],
  [`${site.productPrefix} Cloud hosting`, "Managed hosting and backups in Canadian data centres."],
  [
    "Business software",
    "Custom web applications and integrations with the tools customers already use.",
  ],
];
const factSheet = write(
  "fact-sheet.html",
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(site.name)} fact sheet</title>
<style>
  @page { size: Letter; margin: 16mm 18mm; }
  body { font-family: "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: ${ink}; font-size: 10.5pt; line-height: 1.45; margin: 0; }
  header { display: flex; align-items: center; gap: 14px; border-bottom: 3px solid ${green}; padding-bottom: 12px; }
  header svg { width: 54px; height: 54px; }
  h1 { font-size: 22pt; margin: 0; }
  .tag { color: #475569; margin: 2px 0 0; }
  h2 { color: ${green}; font-size: 12.5pt; margin: 18px 0 6px; text-transform: uppercase; letter-spacing: .06em; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 28px; }
  dl { display: grid; grid-template-columns: 9.5em 1fr; gap: 4px 10px; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; }
  ul { margin: 0; padding-left: 1.1em; } li { margin: 3px 0; }
  footer { margin-top: 22px; border-top: 1px solid #cbd5e1; padding-top: 8px; color: #475569; font-size: 9pt; }
</style></head><body>
<header><svg viewBox="0 0 32 32">${mark(0, 0, 32)}</svg><div><h1>${escape(site.name)}</h1><p class="tag">${escape(site.tagline)}</p></div></header>
<h2>Company overview</h2>
<p>${escape(site.description)}</p>
<div class="grid">
<div><h2>At a glance</h2><dl>
  <dt>Legal name</dt><dd>${escape(site.legalName)}</dd>
  <dt>Founded</dt><dd>${site.founded}</dd>
  <dt>Headquarters</dt><dd>${escape(site.address.street)}<br>${escape(site.address.city)}, ${escape(site.address.regionCode)} ${escape(site.address.postalCode)}, ${escape(site.address.country)}</dd>
  <dt>Website</dt><dd>${escape(site.url.replace(/^https:\/\//, ""))}</dd>
  <dt>Phone</dt><dd>${escape(site.phone.display)}</dd>
  <dt>Customers</dt><dd>Growing businesses across Canada: clinics, professional firms, manufacturers and retailers</dd>
</dl></div>
<div><h2>Leadership</h2><ul>
${headshots.map(({ leader }) => `  <li><strong>${escape(leader.name)}</strong>, ${escape(leader.role)}</li>`).join("\n")}
</ul>
<h2>Milestones</h2><ul>
${[...pressReleases]
  .reverse()
  .map(
    (release) =>
      `  <li><strong>${formatDate(release.date)}</strong>: ${escape(release.title.replace(`${site.name} `, ""))}</li>`,
  )
  .join("\n")}
</ul></div>
</div>
<h2>Services</h2>
<ul>
${services.map(([name, text]) => `  <li><strong>${escape(name)}.</strong> ${escape(text)}</li>`).join("\n")}
</ul>
<h2>Media contact</h2>
<p>Press office: ${escape(site.mailboxes.press)} · ${escape(site.phone.display)}<br>Sales: ${escape(site.mailboxes.sales)} · General: ${escape(site.mailboxes.general)}</p>
<footer>Fact sheet current as of May 12, 2025. © ${site.founded} ${escape(site.legalName.replace(/\.$/, ""))}.</footer>
</body></html>
`,
);
const pdf = path.join(outDir, `${slug}-fact-sheet.pdf`);
fs.rmSync(pdf, { force: true });
chromium(["--no-pdf-header-footer", `--print-to-pdf=${pdf}`, pathToFileURL(factSheet).href]);

/* ------------------------------------------------------------------ report */

/** The size as the press center shows it: "842 B", "12.4 KB", "1.2 MB". */
function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
for (const file of fs.readdirSync(outDir).sort()) {
  console.log(`${file}: ${formatSize(fs.statSync(path.join(outDir, file)).size)}`);
}
// KEEP_WORK=1 keeps the intermediate files (HTML, SVG, PNG) for inspection.
if (process.env.KEEP_WORK) console.log(`intermediate files: ${work}`);
else fs.rmSync(work, { recursive: true, force: true });
