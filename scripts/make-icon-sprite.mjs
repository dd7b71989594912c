/**
 * `npm run icons`: draws every icon named in app/components/ui/icon-names.ts into one SVG sprite
 * (a <symbol> per name) from lucide's own icon data, plus the brand glyphs of social-glyphs.ts, so
 * pages reference icons with <use> instead of shipping a JavaScript component per icon. The
 * sprite is committed; a unit test fails when it no longer matches what this script would write.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

function attributes(attrs) {
  return Object.entries(attrs)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key}="${String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`)
    .join("");
}

export async function iconSprite(sources, glyphs = {}) {
  const symbols = [];
  for (const [name, source] of Object.entries(sources)) {
    const file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${source}.mjs`);
    if (!fs.existsSync(file)) throw new Error(`lucide has no icon "${source}" (for "${name}")`);
    const { __iconData: data } = await import(pathToFileURL(file).href);
    const body = data.node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join("");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`);
  }
  // Brand glyphs are filled paths; the <svg> that uses one sets fill="currentColor".
  for (const [name, d] of Object.entries(glyphs)) {
    symbols.push(`<symbol id="social-${name.toLowerCase()}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function spriteFile(href) {
  return path.join(root, "public", href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { iconSources } = await import(pathToFileURL(path.join(root, "app/components/ui/icon-names.ts")).href);
  const { iconSpriteHref } = await import(pathToFileURL(path.join(root, "app/components/ui/icon-sprite.ts")).href);
  const { socialGlyphs } = await import(pathToFileURL(path.join(root, "app/components/ui/social-glyphs.ts")).href);
  const file = spriteFile(iconSpriteHref);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const old of fs.readdirSync(path.dirname(file))) if (old.startsWith("sprite")) fs.rmSync(path.join(path.dirname(file), old));
  fs.writeFileSync(file, await iconSprite(iconSources, socialGlyphs));
  console.log(`${path.relative(root, file)}: ${Object.keys(iconSources).length} icons`);
}
