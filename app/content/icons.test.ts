import { describe, expect, it } from "vitest";
import { isIconName } from "../components/ui/icon-names";

// Every content module in every language, as the pages read them.
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

/** Every string held under a key named "icon", at any depth. */
function iconsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "icon" && typeof inner === "string" ? [inner] : iconsIn(inner, seen),
  );
}

describe("content icons", () => {
  // <Icon> draws whatever sprite symbol it is named: a typo would show nothing, so it fails here.
  it("names a sprite symbol wherever content names an icon", () => {
    const named = Object.entries(modules).flatMap(([file, module]) =>
      iconsIn(module).map((icon) => ({ file, icon })),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter(({ icon }) => !isIconName(icon))).toEqual([]);
  });
});
