import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconSources } from "../app/components/ui/icon-names";
import { iconSpriteHref } from "../app/components/ui/icon-sprite";
import { socialGlyphs, socialSymbol } from "../app/components/ui/social-glyphs";
import { iconSprite, spriteFile } from "./make-icon-sprite.mjs";

describe("the icon sprite", () => {
  it("is exactly what `npm run icons` writes for the current names", async () => {
    expect(fs.readFileSync(spriteFile(iconSpriteHref), "utf8")).toBe(await iconSprite(iconSources, socialGlyphs));
  });

  it("has one symbol per icon name", () => {
    const sprite = fs.readFileSync(spriteFile(iconSpriteHref), "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...Object.keys(iconSources), ...Object.keys(socialGlyphs).map(socialSymbol)].sort());
  });

  // <Icon> takes any string (a cart line's stored name), so a typo in a literal would only show
  // the fallback package icon; this catches it here instead.
  it("has a symbol for every icon name written in a component", () => {
    const sources = fs
      .readdirSync("app", { recursive: true })
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => fs.readFileSync(path.join("app", file), "utf8"));
    const written = new Set(sources.flatMap((source) => [...source.matchAll(/<Icon name="([^"]+)"/g)].map((match) => match[1])));
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((name) => !Object.hasOwn(iconSources, name))).toEqual([]);
  });
});
