import { describe, expect, it } from "vitest";
import { shapeProblems } from "./localized";

// Every English content module with a translation, and every translation with its English module.
const english = import.meta.glob<Record<string, unknown>>(["../*.ts", "!../*.test.ts"], {
  eager: true,
});
const translations = {
  fr: import.meta.glob<Record<string, unknown>>(["./fr/*.ts", "!./fr/*.test.ts"], { eager: true }),
  ar: import.meta.glob<Record<string, unknown>>(["./ar/*.ts", "!./ar/*.test.ts"], { eager: true }),
};

const moduleName = (path: string) => path.split("/").pop()!.replace(/\.ts$/, "");

describe("shapeProblems", () => {
  it("accepts translated text and rejects changed identifiers, links, lengths and keys", () => {
    const en = { title: "Pricing", href: "/pricing", items: [{ id: "a", label: "One" }], count: 2 };
    expect(
      shapeProblems(en, {
        title: "Tarifs",
        href: "/pricing",
        items: [{ id: "a", label: "Un" }],
        count: 2,
      }),
    ).toEqual([]);
    const bad = { title: "", href: "/tarifs", items: [], count: 3, extra: "x" };
    expect(
      shapeProblems(en, bad)
        .map((problem) => problem.path)
        .sort(),
    ).toEqual([".count", ".extra", ".href", ".items", ".title"].sort());
    expect(shapeProblems({ frequency: "/month" }, { frequency: "/mois" })).toEqual([]);
    // Plural forms: each language has its own categories, `other` always.
    const forms = { count: { one: "# article", other: "# articles" } };
    expect(shapeProblems(forms, { count: { zero: "لا مقالات", two: "مقالان", other: "# مقال" } })).toEqual([]);
    expect(shapeProblems(forms, { count: { one: "# article" } }).map((problem) => problem.path)).toEqual([".count"]);
  });

  it("lets plural forms use each language's categories, other always included", () => {
    const en = { count: { one: "# item", other: "# items" } };
    const ar = {
      count: { zero: "لا عناصر", one: "عنصر واحد", two: "عنصران", few: "# عناصر", other: "# عنصر" },
    };
    expect(shapeProblems(en, ar)).toEqual([]);
    expect(shapeProblems(en, { count: { one: "# élément" } }).map((p) => p.path)).toEqual([
      ".count",
    ]);
    expect(shapeProblems(en, { count: { other: "" } }).map((p) => p.path)).toEqual([
      ".count.other",
    ]);
    expect(shapeProblems(en, { count: { other: "#", plural: "#" } }).map((p) => p.path)).toEqual([
      ".count",
    ]);
  });
});

describe.each(Object.entries(translations))("the %s translation", (_locale, modules) => {
  it.each(Object.keys(modules).map(moduleName))("mirrors %s.ts", (name) => {
    const source = english[`../${name}.ts`];
    expect(source, `${name}.ts has no English module`).toBeDefined();
    const translated = modules[Object.keys(modules).find((path) => moduleName(path) === name)!];
    const textExports = Object.fromEntries(
      Object.entries(source!).filter(([, value]) => typeof value !== "function"),
    );
    const translatedExports = Object.fromEntries(
      Object.entries(translated!).filter(([, value]) => typeof value !== "function"),
    );
    expect(shapeProblems(textExports, translatedExports)).toEqual([]);
  });
});
