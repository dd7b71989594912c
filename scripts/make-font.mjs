/**
 * `npm run font`: writes the brand typeface the site serves, public/fonts/<file> for each face
 * below, from fontsource's Inter (variable weight 100-900) with the weight axis limited to the
 * 400-700 the stylesheet uses. The Latin face is 30 KB: under the two TCP round trips a new
 * connection's slow start carries (about 44 KB), where 48 KB needed a third on a slow mobile link,
 * and it is on every page's path to its largest paint. The Cyrillic face is declared with its own
 * unicode-range, so a browser fetches it only for a page that shows Cyrillic text: Latin pages pay
 * nothing for it. Same characters, same metrics, so the metric-matched fallbacks in app.css still
 * fit. A unit test fails when a committed file or app.css's @font-face no longer matches what this
 * script would write.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");

export const fontWeights = { min: 400, max: 700 };

/** fontsource's unicode-ranges, kept whole so a visitor's typed text still finds Inter. */
export const brandFaces = [
  {
    subset: "latin",
    file: "inter-latin-400-700.woff2",
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
  {
    subset: "cyrillic",
    file: "inter-cyrillic-400-700.woff2",
    unicodeRange: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
  },
];

/** The face every page preloads: the one its first paint needs. */
export const latinFace = brandFaces[0];

function characters(range) {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace("U+", "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1)
      text += String.fromCodePoint(code);
  }
  return text;
}

export async function brandFont(face) {
  const source = path.join(
    root,
    `node_modules/@fontsource-variable/inter/files/inter-${face.subset}-wght-normal.woff2`,
  );
  return subsetFont(fs.readFileSync(source), characters(face.unicodeRange), {
    targetFormat: "woff2",
    variationAxes: { wght: fontWeights },
  });
}

export function fontPath(face) {
  return path.join(root, "public/fonts", face.file);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const folder = path.dirname(fontPath(latinFace));
  // A new name for new contents: an old file may sit in caches that were told it never changes.
  for (const old of fs.readdirSync(folder))
    if (old.endsWith(".woff2")) fs.rmSync(path.join(folder, old));
  for (const face of brandFaces) {
    const file = fontPath(face);
    fs.writeFileSync(file, await brandFont(face));
    console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
  }
}
