// @vitest-environment node
/**
 * The contract between postbuild.mjs and React Router's output, on a page React Router wrote
 * (scripts/fixtures/react-router-login.html: /login as prerendered, before postbuild). When an
 * upgrade changes the shape of what the framework writes, this test says so before a visitor does.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applySplices,
  attribute,
  elementRange,
  findElements,
  parseHtml,
} from "./html-document.mjs";
import { inlineScriptHashes, rewritePage } from "./rewrite-page.mjs";

const page = fs.readFileSync(
  new URL("./fixtures/react-router-login.html", import.meta.url),
  "utf8",
);
const cut = (html, found) =>
  applySplices(
    html,
    found.map((element) => ({ ...elementRange(element), text: "" })),
  );

describe("the post-build rewrite of a page React Router wrote", () => {
  const rewritten = rewritePage(page);
  const tree = parseHtml(rewritten);

  it("puts the page's policy right after the charset, with exactly its inline scripts' hashes", () => {
    const policies = findElements(tree, "meta", { "http-equiv": "Content-Security-Policy" });
    expect(policies).toHaveLength(1);
    const charset = '<meta charSet="utf-8"/>';
    expect(rewritten.indexOf(charset) + charset.length).toBe(
      policies[0].sourceCodeLocation.startOffset,
    );
    const scriptSources = attribute(policies[0], "content")
      .split(";")
      .find((directive) => directive.trim().startsWith("script-src"));
    const hashes = scriptSources.match(/'sha256-[^']+'/g);
    expect(hashes.sort()).toEqual(inlineScriptHashes(rewritten).sort());
    expect(hashes.length).toBeGreaterThan(1);
  });

  it("starts hydration from one deferred module script and leaves no modulepreload link", () => {
    expect(findElements(tree, "link", { rel: "modulepreload" })).toEqual([]);
    const modules = findElements(tree, "script", { type: "module" });
    expect(modules).toHaveLength(1);
    expect(rewritten.slice(...Object.values(elementRange(modules[0])))).toContain(
      "/* deferred hydration */",
    );
  });

  it("leaves every other byte the framework wrote as it was", () => {
    const source = parseHtml(page);
    const before = cut(page, [
      ...findElements(source, "link", { rel: "modulepreload" }),
      ...findElements(source, "script", { type: "module" }),
    ]);
    const after = cut(rewritten, [
      ...findElements(tree, "meta", { "http-equiv": "Content-Security-Policy" }),
      ...findElements(tree, "script", { type: "module" }),
    ]);
    expect(after).toBe(before);
  });

  it("stops the build on a shape it does not recognise", () => {
    const source = parseHtml(page);
    const withoutModule = cut(page, findElements(source, "script", { type: "module" }));
    expect(() => rewritePage(withoutModule)).toThrow(/no React Router module script/);
    expect(() => rewritePage(page.replace('<meta charSet="utf-8"/>', ""))).toThrow(/charset/);
    expect(() =>
      rewritePage(
        page.replace(
          '<script type="module" async="">',
          '<script type="module" async="">import { x } from "./x.js";\n',
        ),
      ),
    ).toThrow(/unrecognised import/);
  });
});
