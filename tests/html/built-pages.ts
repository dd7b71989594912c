/**
 * The prerendered pages of the build under test (BUILD_DIR, default `build`), read from disk the
 * way scripts/serve.mjs serves them: a route's page is `<route>/index.html` in the client folder.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import type { DefaultTreeAdapterTypes } from "parse5";
import { clientDir } from "../../scripts/site-paths.mjs";

type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;
export type Document = DefaultTreeAdapterTypes.Document;

/** The client folder of the build; fails (never skips) when there is no build to test. */
export function builtClient(): string {
  const root = clientDir();
  if (!fs.existsSync(path.join(root, "index.html")))
    throw new Error(
      `No build found in ${root}: run "npm run build" first (with the same BUILD_DIR) before "npm run test:html".`,
    );
  return root;
}

/** "/" -> "index.html", "/fr/pricing" -> "fr/pricing/index.html". */
export function pageFile(route: string): string {
  return path.join(builtClient(), ...route.split("/").filter(Boolean), "index.html");
}

/** Whether the build has a page of its own for the route (the server answers it with 200). */
export function hasPage(route: string): boolean {
  return fs.existsSync(pageFile(route));
}

/** The prerendered HTML of a route, or a clear failure when the build has no page for it. */
export function readPage(route: string): string {
  const file = pageFile(route);
  if (!fs.existsSync(file)) throw new Error(`${route}: the build has no page (${file} is missing)`);
  return fs.readFileSync(file, "utf8");
}

/** A file of the build by its URL path ("/sitemap.xml"), or a clear failure when it is missing. */
export function readBuilt(urlPath: string): string {
  const file = path.join(builtClient(), ...urlPath.split("/").filter(Boolean));
  if (!fs.existsSync(file)) throw new Error(`${urlPath}: not in the build (${file} is missing)`);
  return fs.readFileSync(file, "utf8");
}

export function parseHtml(html: string): Document {
  return parse(html);
}

const isElement = (node: Node): node is Element => "tagName" in node;

function childrenOf(node: Node): Node[] {
  if ("content" in node && node.nodeName === "template") return node.content.childNodes;
  return "childNodes" in node ? node.childNodes : [];
}

/** Every element under `root` (document order) that `match` accepts. */
export function findAll(root: Node, match: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node) && match(node)) found.push(node);
    for (const child of childrenOf(node)) walk(child);
  };
  walk(root);
  return found;
}

export const byTag = (tag: string) => (element: Element) => element.tagName === tag;

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element's text, entities decoded, as the DOM's textContent. */
export function textContent(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  return childrenOf(node).map(textContent).join("");
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLd(document: Document): Array<Record<string, unknown>> {
  return findAll(
    document,
    (element) =>
      element.tagName === "script" && attribute(element, "type") === "application/ld+json",
  ).map((script) => JSON.parse(textContent(script)) as Record<string, unknown>);
}

const documents = new Map<string, Document>();
/** A route's prerendered page, parsed once per test file. */
export function pageDocument(route: string): Document {
  if (!documents.has(route)) documents.set(route, parseHtml(readPage(route)));
  return documents.get(route)!;
}

/** The content of the first <meta> whose `key` attribute (name or property) is `value`. */
export function metaContent(
  document: Document,
  key: "name" | "property",
  value: string,
): string | undefined {
  const [element] = findAll(
    document,
    (node) => node.tagName === "meta" && attribute(node, key) === value,
  );
  return element && attribute(element, "content");
}

/** The text of the first element with this tag, trimmed. */
export function firstText(root: Node, tag: string): string | undefined {
  const [element] = findAll(root, byTag(tag));
  return element && textContent(element).trim();
}
