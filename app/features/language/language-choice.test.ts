import { describe, expect, it } from "vitest";
import {
  languageAndScript,
  languageTarget,
  publishedLocaleFor,
  suggestedLocale,
} from "./language-choice";
import { locales } from "~/lib/locales";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("languageTarget", () => {
  it("goes to the same page in the chosen language, keeping query and hash", () => {
    expect(languageTarget("fr", at("/blog", "?category=ai", "#posts"))).toEqual({
      kind: "navigate",
      to: "/fr/blog?category=ai#posts",
      locale: "fr",
    });
    expect(languageTarget("ar", at("/fr/pricing", "", "#plans"))).toEqual({
      kind: "navigate",
      to: "/ar/pricing#plans",
      locale: "ar",
    });
    expect(languageTarget("en", at("/ar"))).toEqual({ kind: "navigate", to: "/", locale: "en" });
  });

  it("stays for the current language", () => {
    expect(languageTarget("fr", at("/fr/about"))).toEqual({ kind: "stay" });
    expect(languageTarget("ja", at("/ja/pricing", "?x=1"))).toEqual({ kind: "stay" });
  });

  it("reaches every published language", () => {
    expect(languageTarget("zh", at("/de/blog/devops-trends-2025", "", "#top"))).toEqual({
      kind: "navigate",
      to: "/zh/blog/devops-trends-2025#top",
      locale: "zh",
    });
    expect(languageTarget("hi", at("/"))).toEqual({ kind: "navigate", to: "/hi", locale: "hi" });
  });
});

describe("publishedLocaleFor", () => {
  it("reads a browser's tag as the published language of the same language and script", () => {
    expect(publishedLocaleFor("pt-PT")).toBe("pt");
    expect(publishedLocaleFor("pt-BR")).toBe("pt");
    expect(publishedLocaleFor("zh-CN")).toBe("zh");
    expect(publishedLocaleFor("zh-Hans-SG")).toBe("zh");
    expect(publishedLocaleFor("zh-TW")).toBeNull();
    expect(publishedLocaleFor("ja-JP")).toBe("ja");
    expect(publishedLocaleFor("hi-IN")).toBe("hi");
    expect(publishedLocaleFor("fr-FR")).toBe("fr");
    expect(publishedLocaleFor("EN-gb")).toBe("en");
    expect(publishedLocaleFor("sv")).toBeNull();
    expect(publishedLocaleFor("not a tag")).toBeNull();
  });
});

describe("languageAndScript", () => {
  const maximized = (tag: string) => {
    const { language, script } = new Intl.Locale(tag).maximize();
    return `${language}-${script}`;
  };
  const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
  const regions = letters.flatMap((a) => letters.map((b) => a + b));

  it("agrees with CLDR's likely subtags for every language of the picker in every region", () => {
    const languages = new Set(locales.map((l) => new Intl.Locale(l.lang).language));
    expect(languages.size).toBe(locales.length);
    for (const language of languages) {
      for (const tag of [language, ...regions.map((region) => `${language}-${region}`)]) {
        expect(languageAndScript(tag), tag).toBe(maximized(tag));
      }
    }
  });

  it("keeps a script the tag names, and reads every page's own tag as its language and script", () => {
    expect(languageAndScript("zh-Hant-CN")).toBe("zh-Hant");
    expect(languageAndScript("hi-Latn")).toBe("hi-Latn");
    for (const { lang } of locales) expect(languageAndScript(lang), lang).toBe(maximized(lang));
  });
});

describe("suggestedLocale", () => {
  const base = { current: "en" as const, stored: null, dismissed: null };

  it("suggests the first published language the browser prefers", () => {
    expect(suggestedLocale({ ...base, preferred: ["fr-CA", "en"] })).toBe("fr");
    expect(suggestedLocale({ ...base, preferred: ["de-DE", "ar-EG"] })).toBe("de");
    expect(suggestedLocale({ ...base, preferred: ["sv-SE", "ar-EG"] })).toBe("ar");
    expect(suggestedLocale({ ...base, preferred: ["en-US", "fr"] })).toBeNull();
    expect(suggestedLocale({ ...base, preferred: [] })).toBeNull();
  });

  it("prefers the remembered choice and respects a dismissal", () => {
    expect(suggestedLocale({ ...base, preferred: ["fr"], stored: "ar" })).toBe("ar");
    expect(suggestedLocale({ ...base, preferred: ["fr"], stored: "en" })).toBeNull();
    expect(suggestedLocale({ ...base, preferred: ["fr"], stored: "de" })).toBe("de");
    expect(suggestedLocale({ ...base, preferred: ["fr"], dismissed: "fr" })).toBeNull();
  });

  it("suggests English on a translated page when the visitor chose it or reads English", () => {
    expect(suggestedLocale({ ...base, current: "fr", preferred: ["en-CA"] })).toBe("en");
    expect(suggestedLocale({ ...base, current: "fr", preferred: ["fr-CA"] })).toBeNull();
  });
});
