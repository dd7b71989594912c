// @vitest-environment node
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { brandFaces, brandFont, fontPath, fontWeights, latinFace } from "./make-font.mjs";

const interFaces = () => {
  const css = fs.readFileSync("app/app.css", "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1].replace(/\s+/g, " "))
    .filter((body) => /font-family: "Inter";/.test(body));
};

describe.each(brandFaces)("the brand typeface, $subset", (face) => {
  // Subsetting a variable font takes about a second, several on a busy machine.
  it("is exactly what `npm run font` writes", { timeout: 30_000 }, async () => {
    expect(
      Buffer.compare(fs.readFileSync(fontPath(face)), Buffer.from(await brandFont(face))),
    ).toBe(0);
  });

  it("stays small enough for two round trips of a new connection", () => {
    expect(fs.statSync(fontPath(face)).size).toBeLessThan(40_000);
  });

  it("is declared in app.css with the file, weights and characters it was cut to", () => {
    const declared = interFaces().find((body) => body.includes(`url("/fonts/${face.file}")`));
    expect(declared, `@font-face for ${face.file}`).toBeDefined();
    expect(declared).toContain(`src: url("/fonts/${face.file}") format("woff2");`);
    expect(declared).toContain(`font-weight: ${fontWeights.min} ${fontWeights.max};`);
    expect(declared).toContain(`unicode-range: ${face.unicodeRange};`);
  });
});

describe("the preloaded face", () => {
  it("is the Latin one on every page; the Cyrillic one too on Russian pages only", () => {
    // Which pages carry which preload is checked over the build (tests/html/every-route.test.ts).
    const root = fs.readFileSync("app/root.tsx", "utf8");
    expect(root).toContain(`"/fonts/${latinFace.file}"`);
    for (const face of brandFaces.filter((other) => other !== latinFace)) {
      if (face.file.includes("cyrillic")) {
        expect(root).toContain(`"/fonts/${face.file}"`);
        expect(root).toContain('locale === "ru" && (');
      } else expect(root).not.toContain(face.file);
    }
  });

  it("is declared exactly once per face", () => {
    expect(interFaces()).toHaveLength(brandFaces.length);
  });
});
