/**
 * Translations mirror the English content modules export for export: `locales/fr/about.ts` exports
 * what `about.ts` exports, each value `satisfies Localized<typeof en.value>`. The type lets text be
 * any string while keeping the shape; `localized.test.ts` checks what the type cannot (identifiers,
 * links and numbers equal to English, no key missing or extra).
 */
export type Localized<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Localized<R>
      : { -readonly [K in keyof T]: Localized<T[K]> };

/**
 * Keys whose values are identifiers, addresses or data, never visitor-facing text: a translation
 * must keep them exactly as English has them.
 */
export const untranslatedKeys = new Set([
  "id",
  "slug",
  "value",
  "href",
  "to",
  "path",
  "navPath",
  "group",
  "priority",
  "icon",
  "src",
  "width",
  "height",
  "productId",
  "code",
  "key",
  "email",
  "method",
  "url",
  "variant",
  "datetime",
  "isoDate",
]);

/**
 * Text that may begin like an address in English ("/month" after a price) yet is visitor-facing:
 * a translation rewrites it ("/mois").
 */
export const textKeys = new Set(["frequency"]);

/** Word lists a visitor searches with: each language has its own words, so their length is free. */
export const freeLengthKeys = new Set(["keywords", "tags", "synonyms", "terms"]);

export type ShapeProblem = { path: string; problem: string };

const pluralCategories = new Set(["zero", "one", "two", "few", "many", "other"]);

/** A `PluralForms` object (app/lib/format.ts): `other` plus any of the CLDR plural categories. */
function isPluralForms(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("other") && keys.every((name) => pluralCategories.has(name));
}

/** Differences between an English value and its translation that a translation may not make. */
export function shapeProblems(
  english: unknown,
  translated: unknown,
  path = "",
  key = "",
): ShapeProblem[] {
  if (typeof english === "function") {
    return typeof translated === "function"
      ? []
      : [{ path, problem: "must be a function, as in English" }];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [{ path, problem: "must be a list, as in English" }];
    if (freeLengthKeys.has(key)) {
      return translated.every((item) => typeof item === "string" && item.trim() !== "")
        ? []
        : [{ path, problem: "must list non-empty words" }];
    }
    if (translated.length !== english.length) {
      return [{ path, problem: `has ${translated.length} items, English has ${english.length}` }];
    }
    return english.flatMap((item, index) =>
      shapeProblems(item, translated[index], `${path}[${index}]`, key),
    );
  }
  // Each language has its own plural categories (Arabic six, French three, English two): a
  // translation keeps `other` and may use any category, each a non-empty text.
  if (isPluralForms(english)) {
    if (!isPluralForms(translated)) {
      return [{ path, problem: "must be plural forms (other, plus zero/one/two/few/many)" }];
    }
    return Object.entries(translated).flatMap(([name, form]) =>
      typeof form === "string" && form.trim() !== ""
        ? []
        : [{ path: `${path}.${name}`, problem: "must be a non-empty text" }],
    );
  }
  if (english !== null && typeof english === "object") {
    if (translated === null || typeof translated !== "object" || Array.isArray(translated)) {
      return [{ path, problem: "must be an object, as in English" }];
    }
    if (isPluralForms(english)) {
      return isPluralForms(translated) &&
        Object.values(translated).every((form) => typeof form === "string" && form.trim() !== "")
        ? []
        : [{ path, problem: "must be plural forms with `other` (zero, one, two, few, many, other)" }];
    }
    const englishKeys = Object.keys(english);
    const translatedKeys = Object.keys(translated);
    const missing = englishKeys.filter((name) => !translatedKeys.includes(name));
    const extra = translatedKeys.filter((name) => !englishKeys.includes(name));
    return [
      ...missing.map((name) => ({ path: `${path}.${name}`, problem: "is missing" })),
      ...extra.map((name) => ({ path: `${path}.${name}`, problem: "is not in English" })),
      ...englishKeys
        .filter((name) => translatedKeys.includes(name))
        .flatMap((name) =>
          shapeProblems(
            (english as Record<string, unknown>)[name],
            (translated as Record<string, unknown>)[name],
            `${path}.${name}`,
            name,
          ),
        ),
    ];
  }
  if (typeof english === "string") {
    if (typeof translated !== "string") return [{ path, problem: "must be text, as in English" }];
    const isAddress = !textKeys.has(key) && /^(\/|#|https?:|mailto:|tel:)/.test(english);
    if ((untranslatedKeys.has(key) || isAddress) && translated !== english) {
      return [{ path, problem: `must stay "${english}" (an identifier or address, not text)` }];
    }
    if (english.trim() !== "" && translated.trim() === "") return [{ path, problem: "is empty" }];
    return [];
  }
  return Object.is(english, translated) ? [] : [{ path, problem: `must stay ${String(english)}` }];
}
