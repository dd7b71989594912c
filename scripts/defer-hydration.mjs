/**
 * Prerendered pages are complete HTML, so their JavaScript is only needed to hydrate them. React
 * Router writes a modulepreload link for every module plus an inline module script that imports
 * them; the browser then fetches ~150 KB of script while the page is still waiting for its first
 * paint, and on a slow mobile link that script competes with the stylesheet and the hero image.
 * This rewrite starts the very same module graph once the browser reports the first paint (at
 * once in a hidden tab, where nothing is painted): the first paint gets the whole connection, hydration follows.
 * It throws on a shape it does not recognise so a React Router upgrade cannot silently undo it.
 */
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;

export function deferHydration(html) {
  const found = html.match(moduleScript);
  if (!found) {
    if (html.includes("/* deferred hydration */")) return html;
    throw new Error("deferHydration: no React Router module script in this page");
  }
  const preloads = [...html.matchAll(preloadLink)].map((m) => m[1]);
  const sideEffects = [];
  const namespaces = [];
  const rest = [];
  for (const line of found[1].split("\n").map((l) => l.trim()).filter(Boolean)) {
    const sideEffect = line.match(/^import "([^"]+)";$/);
    const namespace = line.match(/^import \* as (\w+) from "([^"]+)";$/);
    if (sideEffect) sideEffects.push(sideEffect[1]);
    else if (namespace) namespaces.push({ name: namespace[1], url: namespace[2] });
    else if (line.startsWith("import ")) throw new Error(`deferHydration: unrecognised import: ${line}`);
    else rest.push(line);
  }
  const script = [
    "/* deferred hydration */",
    // The paint timing entry rather than requestAnimationFrame, so a test's fake clock cannot hold
    // hydration up; browsers without paint timing fall back to the frame after the next one.
    "await new Promise((go) => {",
    '  if (document.visibilityState !== "visible") return go();',
    '  if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go));',
    "  const paints = new PerformanceObserver(() => { paints.disconnect(); go(); });",
    '  paints.observe({ type: "paint", buffered: true });',
    "});",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${namespaces.map((n) => n.name).join(", ")}] = await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(", ")}]);`,
    ...rest,
  ].join("\n");
  return html.replace(preloadLink, "").replace(moduleScript, () => `<script type="module">${script}</script>`);
}

/**
 * On a first visit React Router's scroll-restoration script gives the history entry a key, and
 * the router, once hydrating, replaces the entry a second time only to add its index. A history
 * replacement is a same-document navigation that costs the main thread several milliseconds;
 * writing the index in the first replacement, which runs before the first paint, leaves the
 * entry exactly as the router would (`{ key, idx: 0 }`) and takes that work off hydration.
 */
const scrollKeyWrite = 'window.history.replaceState({ key }, "");';
const seededKeyWrite = 'window.history.replaceState({ key, idx: 0 }, "");';

export function seedHistoryIndex(html) {
  if (html.includes(seededKeyWrite)) return html;
  if (html.includes(scrollKeyWrite)) return html.replace(scrollKeyWrite, () => seededKeyWrite);
  if (html.includes("react-router-scroll-positions")) {
    throw new Error("seedHistoryIndex: React Router's scroll-restoration script has an unrecognised shape");
  }
  return html;
}
