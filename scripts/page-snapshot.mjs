/**
 * What a visitor and a crawler read on every prerendered page: its path, title, description,
 * `lang`, `dir` and a hash of its visible text. tests/html/every-route.test.ts compares a
 * build with the snapshot in tests/html/fixtures/prerendered-pages.json, taken before the routes
 * were rebuilt around one route tree, so a change to the routing or the catalogs cannot move a
 * word unnoticed. `node scripts/page-snapshot.mjs [buildDir] > file` writes a snapshot.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { clientDir, prerenderedRoutes } from "./site-paths.mjs";

const invisible = new Set(["script", "style", "template", "noscript", "head"]);

function walk(node, visit) {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  if (node.content) walk(node.content, visit);
}

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value ?? null;

function visibleText(node, parts = []) {
  // A popover (a header menu's panel, the small-screen search bar) and a dialog (the chats, the
  // small-screen menu) are closed in the prerendered page until a visitor opens them.
  const closed =
    attribute(node, "popover") !== null ||
    (node.nodeName === "dialog" && attribute(node, "open") === null);
  if (invisible.has(node.nodeName) || closed) return parts;
  if (node.nodeName === "#text") parts.push(node.value);
  for (const child of node.childNodes ?? []) visibleText(child, parts);
  return parts;
}

/** One page's figures from its HTML. */
export function pageFigures(html) {
  const document = parse(html);
  let htmlElement = null;
  let title = null;
  let description = null;
  walk(document, (node) => {
    if (node.nodeName === "html") htmlElement = node;
    if (node.nodeName === "title" && title === null)
      title = node.childNodes.map((child) => child.value ?? "").join("");
    if (node.nodeName === "meta" && attribute(node, "name") === "description")
      description = attribute(node, "content");
  });
  const text = visibleText(document).join(" ").replace(/\s+/g, " ").trim();
  return {
    title,
    description,
    lang: attribute(htmlElement, "lang"),
    dir: attribute(htmlElement, "dir"),
    text: createHash("sha256").update(text).digest("hex").slice(0, 16),
  };
}

/** Every prerendered page of a build (the SPA fallback aside), keyed by its path. */
export function buildSnapshot(root = clientDir()) {
  const pages = {};
  for (const route of prerenderedRoutes(root))
    pages[route] = pageFigures(fs.readFileSync(path.join(root, route, "index.html"), "utf8"));
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ? path.resolve(process.argv[2], "client") : clientDir();
  process.stdout.write(`${JSON.stringify(buildSnapshot(root), null, 1)}\n`);
}
