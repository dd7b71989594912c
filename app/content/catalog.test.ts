import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteLocales } from "../lib/locales";
import {
  brandArguments,
  extractText,
  flattenMessages,
  fromMessage,
  literalBraceKeys,
  messageArguments,
  overlayText,
  staleKeys,
  toMessage,
} from "./catalog";
import type { CatalogValue } from "./catalog";
import { hasMarkdownPages } from "../../scripts/long-copy.mjs";
import { longPageModules } from "./long-pages";
import { brand, contactPoints } from "./site";

const catalogDir = path.resolve(import.meta.dirname, "../../content/i18n");
const readCatalog = (locale: string): Record<string, Record<string, CatalogValue>> =>
  JSON.parse(fs.readFileSync(path.join(catalogDir, `${locale}.json`), "utf8"));

// Every English content module that has a catalog entry.
const englishModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});
const english = readCatalog("en");

/** The placeholders a message leaves for the page to fill ("{name}"); the brand's aside. */
const runtimePlaceholders = (message: string) =>
  messageArguments(message).filter((name) => !Object.hasOwn(brandArguments, name));

describe("messages", () => {
  it("write the brand as placeholders and read it back from the site config", () => {
    const text = `${brand.name} answers at ${contactPoints.mailboxes.support} from ${brand.shortName}'s desk`;
    const message = toMessage(text);
    expect(message).toBe("{brandName} answers at {supportMailbox} from {shortName}'s desk");
    expect(fromMessage(message, "test")).toBe(text);
    expect(toMessage(brand.legalName)).toBe("{legalName}");
  });

  it("keep the page's own placeholders and quote ICU's special characters", () => {
    const text = "Thank you, {name}. Literal { braces } and it's '{fine}'";
    const message = toMessage(text);
    expect(message).toContain("{name}");
    expect(message).toContain("'{'");
    expect(fromMessage(message, "test")).toBe(text);
  });

  it("turn plural forms into an ICU plural and back", () => {
    const forms = { one: "# article", other: "# articles" };
    expect(toMessage(forms)).toBe("{count, plural, one {# article} other {# articles}}");
    expect(fromMessage(toMessage(forms), "test")).toEqual(forms);
  });

  it("name the key of a message that is not valid ICU", () => {
    expect(() => fromMessage("Broken {", "home.banner.title")).toThrow(/home\.banner\.title/);
    expect(() => fromMessage("{n, select, a {A} other {B}}", "x.y")).toThrow(/x\.y/);
  });
});

describe("extractText and overlayText", () => {
  const source = {
    title: "Pricing",
    href: "/pricing",
    icon: "zap",
    items: [
      { id: "a", label: "One" },
      { id: "b", size: 2 },
    ],
    keywords: ["price", "cost"],
    count: { one: "# plan", other: "# plans" },
  };

  it("keep only text, lists in place, and put a translation back on the English structure", () => {
    const text = extractText(source);
    expect(text).toEqual({
      title: "Pricing",
      items: [{ label: "One" }, null],
      keywords: ["price", "cost"],
      count: "{count, plural, one {# plan} other {# plans}}",
    });
    const french = {
      title: "Tarifs",
      items: [{ label: "Un" }, null],
      keywords: ["prix", "coût", "tarif"],
      count: "{count, plural, one {# forfait} many {# de forfaits} other {# forfaits}}",
    };
    expect(overlayText(source, french, "fr:pricing")).toEqual({
      ...source,
      title: "Tarifs",
      items: [{ id: "a", label: "Un" }, source.items[1]],
      keywords: ["prix", "coût", "tarif"],
      count: { one: "# forfait", many: "# de forfaits", other: "# forfaits" },
    });
  });

  it("fail on a missing or extra key, naming it", () => {
    expect(() => overlayText(source, { items: [{ label: "Un" }, null] }, "fr:pricing")).toThrow(
      "fr:pricing.title: missing",
    );
    expect(() =>
      overlayText(source, { ...(extractText(source) as object), subtitle: "x" }, "fr:pricing"),
    ).toThrow("fr:pricing.subtitle: not in English");
  });
});

describe("staleKeys", () => {
  it("lists the translations whose English message changed since, by the stored hash", () => {
    const hash = (message: string) => `#${message.length}`;
    const english = new Map([
      ["home.title", "Welcome"],
      ["home.cta", "Book a call today"],
      ["home.new", "Just added"],
    ]);
    const french = new Map([
      ["home.title", "Bienvenue"],
      ["home.cta", "Réservez un appel"],
    ]);
    // "home.cta" was translated from "Book a call" (11 characters); English has changed since.
    expect(staleKeys(english, french, { "home.title": "#7", "home.cta": "#11" }, hash)).toEqual([
      "home.cta",
    ]);
  });
});

describe("content/i18n/en.json", () => {
  it("is the English modules' text today (run `npm run i18n:extract` after editing English)", () => {
    for (const [name, exports] of Object.entries(english)) {
      const module = englishModules[`./${name}.ts`];
      expect(module, `app/content/${name}.ts`).toBeDefined();
      for (const [exportName, text] of Object.entries(exports)) {
        const path = `${name}.${exportName}`;
        expect(extractText(module![exportName], exportName, path), path).toEqual(text);
      }
    }
  });

  it("lists the long pages' modules, or their text is in English's Markdown pages", () => {
    for (const name of longPageModules) {
      expect(Object.hasOwn(english, name) || hasMarkdownPages("en", name), name).toBe(true);
    }
  });
});

describe.each(siteLocales.filter((locale) => locale !== "en"))("content/i18n/%s.json", (locale) => {
  const translated = readCatalog(locale);

  it("translates every module and key English has, with nothing extra", () => {
    for (const [name, exports] of Object.entries(english)) {
      if (!Object.hasOwn(translated, name) && longPageModules.includes(name)) continue;
      for (const exportName of Object.keys(exports)) {
        const module = englishModules[`./${name}.ts`]!;
        expect(() =>
          overlayText(
            module[exportName],
            translated[name]?.[exportName],
            `${name}.${exportName}`,
            exportName,
          ),
        ).not.toThrow();
      }
    }
  });

  it("keeps the placeholders the page fills in each message", () => {
    const problems: string[] = [];
    for (const [name, exports] of Object.entries(english)) {
      const source = flattenMessages(exports, name);
      for (const [key, message] of flattenMessages(translated[name] ?? {}, name)) {
        const englishMessage = source.get(key);
        if (englishMessage === undefined || literalBraceKeys.has(key)) continue;
        const want = runtimePlaceholders(englishMessage);
        const have = runtimePlaceholders(message);
        if (want.join() !== have.join()) problems.push(`${key}: ${have} (English: ${want})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
