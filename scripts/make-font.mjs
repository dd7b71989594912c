/**
 * `npm run font`: writes the brand typeface the site serves, public/fonts/<fontFile>, from
 * fontsource's Inter (Latin subset, variable weight 100-900, 48 KB) with the weight axis limited
 * to the 400-700 the stylesheet uses. That is 30 KB: under the two TCP round trips a new
 * connection's slow start carries (about 44 KB), where 48 KB needed a third on a slow mobile link,
 * and the font is on every page's path to its largest paint. Same characters, same metrics, so the
 * metric-matched fallbacks in app.css still fit. A unit test fails when the committed file or
 * app.css's @font-face no longer matches what this script would write.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");

export const fontFile = "inter-latin-400-700.woff2";
export const fontWeights = { min: 400, max: 700 };
/** fontsource's Latin unicode-range, kept whole so a visitor's typed Latin text still finds Inter. */
export const unicodeRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const source = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

function characters(range) {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace("U+", "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1)
      text += String.fromCodePoint(code);
  }
  return text;
}

export async function brandFont() {
  return subsetFont(fs.readFileSync(source), characters(unicodeRange), {
    targetFormat: "woff2",
    variationAxes: { wght: fontWeights },
  });
}

export function fontPath() {
  return path.join(root, "public/fonts", fontFile);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = fontPath();
  // A new name for new contents: the old file may sit in caches that were told it never changes.
  for (const old of fs.readdirSync(path.dirname(file)))
    if (old.endsWith(".woff2")) fs.rmSync(path.join(path.dirname(file), old));
  fs.writeFileSync(file, await brandFont());
  console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
}
