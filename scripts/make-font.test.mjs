// @vitest-environment node
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { brandFont, fontFile, fontPath, fontWeights, unicodeRange } from "./make-font.mjs";

const interFace = () => {
  const css = fs.readFileSync("app/app.css", "utf8");
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1])
    .find((body) => /font-family:\s*"Inter";/.test(body));
  if (!face) throw new Error('app.css has no @font-face for "Inter"');
  return face.replace(/\s+/g, " ");
};

describe("the brand typeface", () => {
  it("is exactly what `npm run font` writes", async () => {
    expect(Buffer.compare(fs.readFileSync(fontPath()), Buffer.from(await brandFont()))).toBe(0);
  });

  it("stays small enough for two round trips of a new connection", () => {
    expect(fs.statSync(fontPath()).size).toBeLessThan(40_000);
  });

  it("is declared in app.css with the file, weights and characters it was cut to", () => {
    const face = interFace();
    expect(face).toContain(`src: url("/fonts/${fontFile}") format("woff2");`);
    expect(face).toContain(`font-weight: ${fontWeights.min} ${fontWeights.max};`);
    expect(face).toContain(`unicode-range: ${unicodeRange};`);
  });

  it("is the file the pages preload", () => {
    expect(fs.readFileSync("app/root.tsx", "utf8")).toContain(`"/fonts/${fontFile}"`);
  });
});
