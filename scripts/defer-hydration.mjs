/**
 * Prerendered pages are complete HTML, so their JavaScript is only needed to hydrate them. React
 * Router writes a modulepreload link for every module plus an inline module script that imports
 * them; the browser then fetches ~150 KB of script while the page is still waiting for its first
 * paint, and on a slow mobile link that script competes with the stylesheet and the hero image.
 * This rewrite starts the very same module graph once the browser reports the first contentful
 * paint (at once in a hidden tab, where nothing is painted): the first paint gets the whole
 * connection, hydration follows.
 * It throws on a shape it does not recognise so a React Router upgrade cannot silently undo it.
 * The page is read with parse5 and edited by splices at its source offsets (html-document.mjs).
 */
import {
  applySplices,
  attribute,
  elementRange,
  findElements,
  parseHtml,
  textContent,
} from "./html-document.mjs";

const marker = "/* deferred hydration */";

export function deferHydration(html) {
  const document = parseHtml(html);
  const found = findElements(document, "script", { type: "module", async: true });
  if (found.length === 0) {
    if (
      findElements(document, "script", { type: "module" }).some((script) =>
        textContent(script).startsWith(marker),
      )
    )
      return html;
    throw new Error("deferHydration: no React Router module script in this page");
  }
  if (found.length > 1)
    throw new Error("deferHydration: more than one async module script in this page");
  const links = findElements(document, "link", { rel: "modulepreload" });
  const preloads = links.map((link) => attribute(link, "href"));
  const sideEffects = [];
  const namespaces = [];
  const rest = [];
  for (const line of textContent(found[0])
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const sideEffect = line.match(/^import "([^"]+)";$/);
    const namespace = line.match(/^import \* as (\w+) from "([^"]+)";$/);
    if (sideEffect) sideEffects.push(sideEffect[1]);
    else if (namespace) namespaces.push({ name: namespace[1], url: namespace[2] });
    else if (line.startsWith("import "))
      throw new Error(`deferHydration: unrecognised import: ${line}`);
    else rest.push(line);
  }
  const script = [
    marker,
    // The paint timing entry rather than requestAnimationFrame, so a test's fake clock cannot hold
    // hydration up; browsers without paint timing fall back to the frame after the next one.
    // Paint Timing skips a document that was hidden before its first paint (a tab opened in the
    // background, then shown while loading), so it may never get a paint entry: then the frame
    // after the load event starts it. Where the browser lists the document's visibility states,
    // only a document that has been hidden takes that backstop: a page served quickly is loaded
    // before its first frame, and its scripts would compete with that paint after all.
    "await new Promise((go) => {",
    '  if (document.visibilityState !== "visible") return go();',
    "  const afterFrame = () => requestAnimationFrame(() => setTimeout(go));",
    '  const backstop = () => (!PerformanceObserver.supportedEntryTypes?.includes("visibility-state") || performance.getEntriesByType("visibility-state").some((entry) => entry.name === "hidden")) && afterFrame();',
    '  addEventListener("visibilitychange", go, { once: true });',
    '  if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return afterFrame();',
    '  if (document.readyState === "complete") backstop(); else addEventListener("load", backstop, { once: true });',
    // The first contentful paint, not the first paint: a frame of backgrounds alone can come first.
    '  const paints = new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && (paints.disconnect(), go()));',
    '  paints.observe({ type: "paint", buffered: true });',
    "});",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${namespaces.map((n) => n.name).join(", ")}] = await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(", ")}]);`,
    ...rest,
  ].join("\n");
  return applySplices(html, [
    ...links.map((link) => ({ ...elementRange(link), text: "" })),
    { ...elementRange(found[0]), text: `<script type="module">${script}</script>` },
  ]);
}
