import { describe, expect, it } from "vitest";
import {
  alternatePaths,
  documentLanguage,
  isLanguagePrefix,
  localeFromPath,
  localizedPath,
  openGraphLocale,
  unlocalizedPath,
} from "./i18n";

describe("localeFromPath", () => {
  it("reads the first segment, English otherwise", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/pricing")).toBe("en");
    expect(localeFromPath("/fr")).toBe("fr");
    expect(localeFromPath("/fr/pricing")).toBe("fr");
    expect(localeFromPath("/ar/blog/x")).toBe("ar");
    expect(localeFromPath("/fr.data")).toBe("fr");
    // Untranslated languages and look-alikes are not locales.
    expect(localeFromPath("/sv/pricing")).toBe("en");
    expect(localeFromPath("/french")).toBe("en");
    expect(localeFromPath("/en/pricing")).toBe("en");
  });
});

describe("isLanguagePrefix", () => {
  it("accepts no segment or a published language other than English", () => {
    expect(isLanguagePrefix(undefined)).toBe(true);
    expect(isLanguagePrefix("fr")).toBe(true);
    expect(isLanguagePrefix("ar")).toBe(true);
    // English lives at the root; an unpublished or unknown code is an unknown path.
    expect(isLanguagePrefix("en")).toBe(false);
    expect(isLanguagePrefix("sv")).toBe(false);
    expect(isLanguagePrefix("es")).toBe(true);
    expect(isLanguagePrefix("pricing")).toBe(false);
    expect(isLanguagePrefix("")).toBe(false);
  });
});

describe("unlocalizedPath and localizedPath", () => {
  it("strip and add the prefix", () => {
    expect(unlocalizedPath("/fr/pricing")).toBe("/pricing");
    expect(unlocalizedPath("/ar")).toBe("/");
    expect(unlocalizedPath("/pricing")).toBe("/pricing");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/pricing", "ar")).toBe("/ar/pricing");
    expect(localizedPath("/pricing", "en")).toBe("/pricing");
  });

  it("moves a localised path to another locale, keeping query and hash", () => {
    expect(localizedPath("/fr/blog?category=ai#list", "ar")).toBe("/ar/blog?category=ai#list");
    expect(localizedPath("/ar/?x=1", "en")).toBe("/?x=1");
    expect(localizedPath("/fr?x=1", "en")).toBe("/?x=1");
    expect(localizedPath("/?x=1#top", "fr")).toBe("/fr?x=1#top");
  });

  it("leaves other addresses alone", () => {
    expect(localizedPath("#faq", "fr")).toBe("#faq");
    expect(localizedPath("https://example.com/", "fr")).toBe("https://example.com/");
    expect(localizedPath("//example.com/x", "fr")).toBe("//example.com/x");
    expect(localizedPath("mailto:a@b.c", "ar")).toBe("mailto:a@b.c");
  });
});

describe("document language", () => {
  it("gives lang, dir and Open Graph tags", () => {
    expect(documentLanguage("en")).toEqual({ lang: "en", dir: "ltr" });
    expect(documentLanguage("fr")).toEqual({ lang: "fr-CA", dir: "ltr" });
    expect(documentLanguage("ar")).toEqual({ lang: "ar", dir: "rtl" });
    expect(openGraphLocale("fr")).toBe("fr_CA");
  });

  it("lists every published version", () => {
    expect(alternatePaths("/pricing")).toEqual([
      { locale: "en", hreflang: "en", path: "/pricing" },
      { locale: "fr", hreflang: "fr-CA", path: "/fr/pricing" },
      { locale: "ar", hreflang: "ar", path: "/ar/pricing" },
      { locale: "es", hreflang: "es", path: "/es/pricing" },
      { locale: "de", hreflang: "de", path: "/de/pricing" },
      { locale: "ja", hreflang: "ja", path: "/ja/pricing" },
      { locale: "pt", hreflang: "pt-BR", path: "/pt/pricing" },
      { locale: "it", hreflang: "it", path: "/it/pricing" },
      { locale: "ru", hreflang: "ru", path: "/ru/pricing" },
      { locale: "zh", hreflang: "zh-Hans", path: "/zh/pricing" },
      { locale: "hi", hreflang: "hi", path: "/hi/pricing" },
    ]);
  });
});
