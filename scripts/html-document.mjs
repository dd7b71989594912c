/**
 * Reading and editing prerendered HTML with a real parser (parse5) instead of regular
 * expressions. A page is parsed with source locations, and edits are splices at the parser's
 * offsets into the original text: every byte the framework wrote outside an edited range stays
 * exactly as it was (re-serialising the tree would rewrite attributes, quotes and void tags).
 */
import { parse } from "parse5";

/** The document tree of `html`, each node with its `sourceCodeLocation`. */
export function parseHtml(html) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element under `node` in document order, template contents included. */
export function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
    if (child.content) yield* elements(child.content);
  }
}

/** The value of an attribute (names are lower-case after parsing), or undefined when absent. */
export const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/**
 * The elements with this tag name whose attributes match `wanted`: a string must equal the value,
 * `true` asks only that the attribute be present, `false` that it be absent.
 */
export function findElements(node, tagName, wanted = {}) {
  return [...elements(node)].filter(
    (element) =>
      element.tagName === tagName &&
      Object.entries(wanted).every(([name, value]) => {
        const actual = attribute(element, name);
        return typeof value === "boolean" ? (actual !== undefined) === value : actual === value;
      }),
  );
}

/** The text of a script (or any element holding only text), as the browser hashes it for CSP. */
export const textContent = (element) =>
  element.childNodes.map((child) => child.value ?? "").join("");

/** The source range of a whole element, start tag to end tag. */
export const elementRange = (element) => ({
  start: element.sourceCodeLocation.startOffset,
  end: element.sourceCodeLocation.endOffset,
});

/**
 * `html` with each splice `{ start, end, text }` applied: the source from `start` to `end` (offsets
 * into `html`) replaced by `text`. Splices may come in any order but must not overlap.
 */
export function applySplices(html, splices) {
  const sorted = [...splices].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  for (const { start, end, text } of sorted) {
    if (start < at || end < start)
      throw new Error(`applySplices: overlapping or reversed range ${start}-${end}`);
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}
