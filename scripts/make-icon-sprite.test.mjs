import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSources, iconSpriteHref } from "../app/components/ui/icon-names";
import { iconSprite, spriteFile } from "./make-icon-sprite.mjs";

describe("the icon sprite", () => {
  it("is exactly what `npm run icons` writes for the current names", async () => {
    expect(fs.readFileSync(spriteFile(iconSpriteHref), "utf8")).toBe(await iconSprite(iconSources));
  });

  it("has one symbol per icon name", () => {
    const sprite = fs.readFileSync(spriteFile(iconSpriteHref), "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual(Object.keys(iconSources).sort());
  });
});
