import { describe, expect, it } from "vitest";
import * as en from "~/content/marketplace";
import * as ar from "~/content/compiled/ar/marketplace";
import * as fr from "~/content/compiled/fr/marketplace";
import * as enPlans from "~/content/plans";
import * as arPlans from "~/content/compiled/ar/plans";
import * as frPlans from "~/content/compiled/fr/plans";
import { fillTemplate, pluralText, templatePlaceholders } from "./fill-template";

describe("fillTemplate", () => {
  it("fills named placeholders and leaves unknown ones visible", () => {
    expect(fillTemplate("{name} is in your cart ({max})", { name: "Vault", max: 99 })).toBe("Vault is in your cart (99)");
    expect(fillTemplate("Hello {nom}", { name: "Vault" })).toBe("Hello {nom}");
    expect(fillTemplate("{name}", { name: "$& {max}" })).toBe("$& {max}");
  });

  it("lists a message's placeholders", () => {
    expect(templatePlaceholders("{max} of {name}, {name}")).toEqual(["max", "name", "name"]);
  });
});

describe("pluralText", () => {
  const forms = en.marketplaceCopy.resultCount;
  it("picks the form and formats the number for the language", () => {
    expect(pluralText(1, forms)).toBe("1 product found");
    expect(pluralText(1200, forms)).toBe("1,200 products found");
    expect(pluralText(1, fr.marketplaceCopy.resultCount, "fr")).toBe("1 produit trouvé");
    expect(pluralText(8, fr.marketplaceCopy.resultCount, "fr")).toBe("8 produits trouvés");
    expect(pluralText(1200, fr.marketplaceCopy.resultCount, "fr")).toBe("1\u202f200 produits trouvés");
    expect(pluralText(11, ar.marketplaceCopy.resultCount, "ar")).toBe("تم العثور على 11 منتجًا");
    expect(pluralText(100, ar.marketplaceCopy.resultCount, "ar")).toBe("تم العثور على 100 منتج");
  });
});

/** Every string leaf of a value, by path. */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  }
  return [];
}

describe.each([
  ["fr", fr, frPlans],
  ["ar", ar, arPlans],
])("the %s shop copy", (_locale, translated, translatedPlans) => {
  it("uses the same placeholders as English in every message", () => {
    const english = new Map([...leaves(en), ...leaves({ planCardCopy: enPlans.planCardCopy })]);
    const pairs = [...leaves(translated), ...leaves({ planCardCopy: translatedPlans.planCardCopy })];
    const mismatches = pairs.filter(([path, text]) => {
      const source = english.get(path);
      if (source === undefined) return false;
      // Plural forms a language does not use may leave the number out ("منتج واحد").
      if (/\.(resultCount|show|withItems)\./.test(path)) return templatePlaceholders(text).some((name) => name !== "count");
      return templatePlaceholders(source).join() !== templatePlaceholders(text).join();
    });
    expect(mismatches).toEqual([]);
  });
});
