/**
 * The rewrite postbuild.mjs applies to every prerendered page, here so the contract test
 * (rewrite-page.test.mjs) runs it on a saved copy of React Router's own output: hydration
 * deferred (defer-hydration.mjs), then a Content-Security-Policy <meta> with
 * the SHA-256 hashes of the page's inline scripts inserted right after the charset <meta>.
 */
import crypto from "node:crypto";
import { deferHydration } from "./defer-hydration.mjs";
import { applySplices, attribute, findElements, parseHtml, textContent } from "./html-document.mjs";
import { metaPolicy } from "./security-headers.mjs";

/** The CSP hash sources of the page's inline scripts (JSON-LD is data, not script), in page order. */
export function inlineScriptHashes(html) {
  const scripts = findElements(parseHtml(html), "script", { src: false }).filter(
    (script) => attribute(script, "type") !== "application/ld+json",
  );
  const hash = (script) => crypto.createHash("sha256").update(textContent(script)).digest("base64");
  return [...new Set(scripts.map((script) => `'sha256-${hash(script)}'`))];
}

/** `html` with its page policy inserted right after `<meta charset="utf-8">`. */
export function addPolicyMeta(html) {
  const charset = findElements(parseHtml(html), "meta", { charset: true }).find(
    (meta) => attribute(meta, "charset").toLowerCase() === "utf-8",
  );
  if (!charset) throw new Error('addPolicyMeta: no <meta charset="utf-8"> to put the policy after');
  const policy = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(inlineScriptHashes(html))}"/>`;
  const end = charset.sourceCodeLocation.endOffset;
  return applySplices(html, [{ start: end, end, text: policy }]);
}

export const rewritePage = (html) => addPolicyMeta(deferHydration(html));
