/**
 * Translation catalogs: content/i18n/<language>.json holds, per content module, only the text a
 * translator translates, as ICU MessageFormat ("{name}" placeholders, "{count, plural, …}").
 * The English content modules stay the source of the structure (identifiers, links, icons, order)
 * and of the English text; `extractText` writes that text out as en.json, and `overlayText` puts
 * a language's text back on the English structure. Both run at build time only
 * (scripts/i18n.mjs, the prerendering loaders), so the parser never ships to a browser.
 * Relative imports only: build scripts load this module outside Vite.
 */
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { brand, contactPoints, site } from "./site";

/**
 * Keys whose values are identifiers, addresses or data, never visitor-facing text: they stay in
 * the English module and never reach a catalog.
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
  // A package manager's command for an SDK: code, the same in every language.
  "install",
  // Codes the pages and the structured data compare or pass on.
  "currency",
  "unit",
  "imageSlug",
  "flag",
  "iso",
  "target",
  "datePosted",
  "validThrough",
  // A job's city for JobPosting's address: the place's own name, as the page's location shows
  // it in the reader's words.
  "city",
  "defaultLanguage",
  "defaultBillingPeriod",
  "defaultAiPeriod",
  "kind",
  "in",
  "type",
  "status",
]);

/**
 * Places (dotted paths, "*" for one key, "**" for any number) whose strings are identifiers under
 * a key that is text elsewhere: the product categories the filters use (their labels are text),
 * the API's parameter names, the language picker's names (each written in its own language).
 */
export const untranslatedPaths = [
  "products.products.*.category",
  "products.productCategories.*",
  "api-docs.**.parameters.*.name",
  "navigation.languages.*.name",
  "jobs.employmentTypeSchema.*",
  "product-pages.productListBlockId.*",
  "press.pressReleases.*.date",
];
const untranslatedPattern = new RegExp(
  `^(?:${untranslatedPaths
    .map((path) =>
      path
        .split(".")
        .map((part) => (part === "**" ? "(?:[^.]+\\.)*?[^.]+" : part === "*" ? "[^.]+" : part))
        .join("\\."),
    )
    .join("|")})$`,
);

/** Text that may begin like an address in English ("/month" after a price) yet is visitor-facing. */
export const textKeys = new Set(["frequency"]);

/** Word lists a visitor searches with: each language has its own words, so their length is free. */
export const freeLengthKeys = new Set(["keywords", "tags", "synonyms", "terms"]);

/** The cookie table writes a storage key's varying part as "{post}": text, translated as a word. */
export const literalBraceKeys = new Set(["legal.cookieTable.familyPart"]);

/**
 * The brand as placeholders: a catalog writes "{shortName}", never the name itself, so the brand
 * stays in app/content/site.ts alone. Longest value first, so the legal name is never read as
 * "{brandName} Inc.".
 */
export const brandArguments: Record<string, string> = {
  legalName: brand.legalName,
  brandName: brand.name,
  shortName: brand.shortName,
  siteHost: new URL(site.url).host,
  street: contactPoints.address.street,
  postalCode: contactPoints.address.postalCode,
  phone: contactPoints.phone.display,
  ...Object.fromEntries(
    Object.entries(contactPoints.mailboxes).map(([name, address]) => [`${name}Mailbox`, address]),
  ),
};
const brandValues = Object.entries(brandArguments).sort(([, a], [, b]) => b.length - a.length);

const pluralCategories = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Plural forms as content modules hold them: `other`, plus any CLDR category; "#" is the number. */
export function isPluralForms(value: unknown): value is Record<string, string> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes("other") && keys.every((name) => pluralCategories.has(name));
}

/**
 * Whether a string under `key`, at `path` ("module.export.key…"), is visitor-facing text rather
 * than an identifier or an address.
 */
export function isText(key: string, value: string, path = ""): boolean {
  if (untranslatedKeys.has(key) || value.trim() === "" || untranslatedPattern.test(path)) {
    return false;
  }
  // snake_case codes ("sales_question") are data wherever they are.
  if (/^[a-z]+(?:_[a-z]+)+$/.test(value)) return false;
  if (textKeys.has(key)) return true;
  // Addresses, and code samples (the API documentation's HTTP requests and responses).
  return !/^(\/|#|https?:|mailto:|tel:|[A-Z]+ \/\S* HTTP\/1\.1\n|HTTP\/1\.1 \d{3} )/.test(value);
}

/** ICU's special characters, quoted; "{name}" placeholders the site fills at run time stay. */
function escapeLiteral(text: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/ : /[{}]/;
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const placeholder = /^\{\w+\}/.exec(text.slice(index))?.[0];
    if (placeholder) {
      out += placeholder;
      index += placeholder.length - 1;
      continue;
    }
    const char = text[index]!;
    const next = text[index + 1] ?? "";
    if (char === "#" && inPlural) out += "#";
    else if (special.test(char)) out += `'${char}'`;
    // An apostrophe before a special character would start a quotation: doubled, it is itself.
    else if (char === "'" && (next === "'" || special.test(next))) out += "''";
    else out += char;
  }
  return out;
}

function withBrandArguments(text: string): string {
  // Runtime placeholders ("{name}") are kept apart so a brand value is never found inside one.
  return text
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part)
        ? part
        : brandValues.reduce((acc, [name, value]) => acc.split(value).join(`{${name}}`), part),
    )
    .join("");
}

/** A content module's text as an ICU message. */
export function toMessage(value: string | Record<string, string>): string {
  if (typeof value === "string") return escapeLiteral(withBrandArguments(value), false);
  const forms = Object.entries(value)
    .map(([name, form]) => `${name} {${escapeLiteral(withBrandArguments(form), true)}}`)
    .join(" ");
  return `{count, plural, ${forms}}`;
}

function printElements(elements: MessageFormatElement[], where: string): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return element.value;
        case TYPE.pound:
          return "#";
        case TYPE.argument:
          return Object.hasOwn(brandArguments, element.value)
            ? brandArguments[element.value]
            : `{${element.value}}`;
        default:
          throw new Error(
            `${where}: only text, {placeholders} and a whole-message plural are used`,
          );
      }
    })
    .join("");
}

/**
 * An ICU message as the pages use it: text with the brand filled in and run-time placeholders
 * kept ("{name}", filled by fillTemplate), or, for a plural message, its forms by category.
 */
export function fromMessage(message: string, where: string): string | Record<string, string> {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    throw new Error(`${where}: not a valid ICU message (${(error as Error).message})`, {
      cause: error,
    });
  }
  const [only] = elements;
  if (elements.length === 1 && only?.type === TYPE.plural) {
    return Object.fromEntries(
      Object.entries(only.options).map(([name, option]) => [
        name,
        printElements(option.value, `${where} (${name})`),
      ]),
    );
  }
  return printElements(elements, where);
}

export type CatalogValue = string | null | CatalogValue[] | { [key: string]: CatalogValue };

/**
 * The text of a content value, as a catalog holds it: objects keep only keys with text, lists keep
 * their positions (null where an item has no text), and `undefined` means "nothing to translate".
 */
export function extractText(value: unknown, key = "", path = key): CatalogValue | undefined {
  if (typeof value === "string") return isText(key, value, path) ? toMessage(value) : undefined;
  if (isPluralForms(value)) return toMessage(value);
  if (Array.isArray(value)) {
    if (freeLengthKeys.has(key)) return value.map((word) => toMessage(String(word)));
    const items = value.map((item, index) => extractText(item, key, `${path}.${index}`) ?? null);
    return items.some((item) => item !== null) ? items : undefined;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).flatMap(([name, item]) => {
      const text = extractText(item, name, `${path}.${name}`);
      return text === undefined ? [] : [[name, text] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/**
 * `english` with its text taken from `text` (a catalog's entry for it). `where` is its dotted
 * path ("home.advantages"); a missing entry is an error naming it, so an untranslated string fails
 * the build instead of falling back to English silently.
 */
export function overlayText<T>(
  english: T,
  text: CatalogValue | undefined,
  where: string,
  key = "",
): T {
  if (typeof english === "string") {
    if (!isText(key, english, where)) return english;
    if (typeof text !== "string") throw new Error(`${where}: missing`);
    const value = fromMessage(text, where);
    if (typeof value !== "string") throw new Error(`${where}: must be text, not a plural`);
    return value as T;
  }
  if (isPluralForms(english)) {
    if (typeof text !== "string") throw new Error(`${where}: missing`);
    const value = fromMessage(text, where);
    if (typeof value === "string") throw new Error(`${where}: must be a plural message`);
    return value as T;
  }
  if (Array.isArray(english)) {
    if (extractText(english, key, where) === undefined) return english;
    if (!Array.isArray(text)) throw new Error(`${where}: missing`);
    if (freeLengthKeys.has(key)) {
      return text.map((word, index) => fromMessage(String(word), `${where}.${index}`)) as T;
    }
    if (text.length !== english.length) {
      throw new Error(`${where}: has ${text.length} items, English has ${english.length}`);
    }
    return english.map((item, index) =>
      overlayText(item, text[index] ?? undefined, `${where}.${index}`, key),
    ) as T;
  }
  if (english !== null && typeof english === "object") {
    if (extractText(english, key, where) === undefined) return english;
    if (text === null || typeof text !== "object" || Array.isArray(text)) {
      throw new Error(`${where}: missing`);
    }
    const extra = Object.keys(text).filter((name) => !Object.hasOwn(english, name));
    if (extra.length) throw new Error(`${where}.${extra[0]}: not in English`);
    return Object.fromEntries(
      Object.entries(english).map(([name, item]) => [
        name,
        overlayText(item, text[name], `${where}.${name}`, name),
      ]),
    ) as T;
  }
  return english;
}

/**
 * `message` with `change` applied to its text, its placeholders, plural structure and "#" kept
 * (the pseudo-locales are made this way from the English catalog).
 */
export function mapLiterals(message: string, change: (text: string) => string): string {
  const print = (elements: MessageFormatElement[], inPlural: boolean): string =>
    elements
      .map((element) => {
        switch (element.type) {
          case TYPE.literal:
            return escapeLiteral(change(element.value), inPlural);
          case TYPE.pound:
            return "#";
          case TYPE.argument:
            return `{${element.value}}`;
          case TYPE.plural:
            return `{${element.value}, plural, ${Object.entries(element.options)
              .map(([name, option]) => `${name} {${print(option.value, true)}}`)
              .join(" ")}}`;
          default:
            throw new Error(`unsupported element in "${message}"`);
        }
      })
      .join("");
  return print(parse(message, { ignoreTag: true }), false);
}

/** The arguments a message names ("{name}", "{count, plural, …}"), each once, sorted. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) names.add(element.value);
      if (element.type === TYPE.plural) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/** Every message of a catalog entry by its dotted key ("home.advantages.0.title"). */
export function flattenMessages(
  value: CatalogValue | undefined,
  prefix: string,
): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (item: CatalogValue | undefined, key: string) => {
    // A word list is one entry: each language has its own words, as many as it needs.
    if (Array.isArray(item) && freeLengthKeys.has(key.split(".").pop()!)) {
      out.set(key, item.join("\n"));
    } else if (typeof item === "string") out.set(key, item);
    else if (Array.isArray(item)) item.forEach((entry, index) => walk(entry, `${key}.${index}`));
    else if (item !== null && item !== undefined) {
      for (const [name, entry] of Object.entries(item)) walk(entry, `${key}.${name}`);
    }
  };
  walk(value, prefix);
  return out;
}

/**
 * The translated keys whose English changed since they were translated: `sources` holds, per key,
 * the hash of the English message the translation was made from (content/i18n/<language>.sources
 * .json); `hash` makes today's.
 */
export function staleKeys(
  english: Map<string, string>,
  translated: Map<string, string>,
  sources: Record<string, string>,
  hash: (message: string) => string,
): string[] {
  return [...translated.keys()].filter(
    (key) => english.has(key) && sources[key] !== hash(english.get(key)!),
  );
}
