/**
 * The translation catalogs' commands (docs/decisions/0108-translation-catalogs.md):
 *
 *   node scripts/i18n.mjs compile   content/i18n/<language>.json and content/pages/<language>/**.md
 *                                   -> app/content/compiled/<language>/<module>.ts, the English
 *                                   module's structure with the language's text (the first step of
 *                                   `npm run build` and `npm run dev`)
 *   node scripts/i18n.mjs extract   the English modules' text -> content/i18n/en.json and the long
 *                                   pages' Markdown, content/pages/en/; each new translation's
 *                                   source hash -> content/i18n/<language>.sources.json, or its
 *                                   Markdown page's `sourceHash`
 *   node scripts/i18n.mjs check     a catalog checked as compile checks it, published or not, with
 *                                   nothing written: `node scripts/i18n.mjs check de`
 *   node scripts/i18n.mjs status    per language: interface keys and long pages translated, pages
 *                                   served in English, stale translations (`npm run i18n:status`)
 *   node scripts/i18n.mjs pseudo    the test-only pseudo-locales' catalogs and posts, made from
 *                                   English (scripts/build-pseudo.mjs runs it in a copy of the project)
 *
 * A catalog names, per content module, the exports a translator translates; en.json is the list.
 * A published language must translate every interface module completely: a missing key stops the
 * compile with the file and the key. A long page's module (longPageModules) may be missing as a
 * whole: the page is then served in English with a notice (app/components/layout/fallback-notice.tsx).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { runnerImport } from "vite";
import * as longCopy from "./long-copy.mjs";

const root = path.resolve(import.meta.dirname, "..");
export const catalogDir = path.join(root, "content/i18n");
export const compiledDir = path.join(root, "app/content/compiled");

const loaded = new Map();
async function load(file) {
  if (!loaded.has(file)) {
    loaded.set(
      file,
      runnerImport(path.join(root, file), { root, configFile: false }).then(({ module }) => module),
    );
  }
  return loaded.get(file);
}

const { defaultLocale, locales, pseudoLocales, siteLocales } = await load("app/lib/locales.ts");
const { longPageModules, longPages } = await load("app/content/long-pages.ts");
const catalog = await load("app/content/catalog.ts");
/** The long pages written in Markdown (scripts/long-copy.mjs). */
const documents = longCopy.documentsOf(
  Object.fromEntries(
    await Promise.all(
      longCopy.markdownModules.map(async (name) => [name, await load(`app/content/${name}.ts`)]),
    ),
  ),
  catalog.brandArguments,
);

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const catalogFile = (locale) => path.join(catalogDir, `${locale}.json`);
const sourcesFile = (locale) => path.join(catalogDir, `${locale}.sources.json`);
const relative = (file) => path.relative(root, file);
/** A short hash of an English message: a translation stores the one it was made from. */
export const sourceHash = (message) =>
  crypto.createHash("sha256").update(message).digest("hex").slice(0, 12);

/** Every language with a catalog, published or not, but English. */
function translatedLocales() {
  return locales
    .map((locale) => locale.code)
    .filter((code) => code !== defaultLocale && fs.existsSync(catalogFile(code)));
}

/**
 * The English modules' catalog as the English source says it today, Markdown pages included: the
 * exports en.json lists, and those whose text is in Markdown (scripts/long-copy.mjs).
 */
let englishCache;
function englishCatalog() {
  englishCache ??= readEnglishCatalog();
  return englishCache;
}

async function readEnglishCatalog() {
  const registry = structuredClone(readJson(catalogFile(defaultLocale)));
  for (const document of documents) {
    const [name, exportName] = document.path;
    registry[name] ??= {};
    for (const key of document.exports ?? [exportName]) registry[name][key] ??= null;
  }
  const out = {};
  for (const [name, exports] of Object.entries(registry)) {
    const english = await load(`app/content/${name}.ts`);
    out[name] = {};
    for (const exportName of Object.keys(exports)) {
      if (!(exportName in english)) {
        throw new Error(`content/i18n/en.json: app/content/${name}.ts exports no "${exportName}"`);
      }
      const text = catalog.extractText(english[exportName], exportName, `${name}.${exportName}`);
      if (text !== undefined) out[name][exportName] = text;
    }
  }
  return out;
}

/**
 * A language's catalog, content/i18n/<language>.json with its Markdown pages' text in place:
 * `catalog`, the `problems` of files that do not read, and each file's `sourceHash`.
 */
async function readCatalog(locale) {
  return longCopy.withMarkdownPages(
    locale,
    readJson(catalogFile(locale)),
    documents,
    await englishCatalog(),
  );
}

/** English's Markdown pages, as extract writes them: [document, file text]. */
async function englishPages() {
  const english = await englishCatalog();
  return documents.map((document) => [
    document,
    longCopy.toMarkdown(document, longCopy.documentText(english, document)),
  ]);
}

/**
 * A catalog checked against English, as the build needs it: per module, the compiled module's
 * lines, and every problem found (a missing or extra key, a list of another length, an invalid
 * ICU message, a placeholder the English message does not have or lacks, a plural without one of
 * the language's CLDR categories). `requireInterface`: a missing interface module is a problem.
 */
async function checkCatalog(locale, requireInterface = true) {
  const registry = await englishCatalog();
  const file = relative(catalogFile(locale));
  const { catalog: translations, problems: markdownProblems } = await readCatalog(locale);
  const lang =
    [...locales, ...pseudoLocales].find((entry) => entry.code === locale)?.lang ?? locale;
  // A pseudo-locale is English in disguise: its plurals keep English's forms.
  const pseudo = pseudoLocales.some((entry) => entry.code === locale);
  const categories = pseudo ? [] : new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const problems = [...markdownProblems];
  const modules = {};
  const englishMessages = flatten(registry);
  for (const [name, exports] of Object.entries(registry)) {
    if (!Object.hasOwn(translations, name)) {
      if (requireInterface && !longPageModules.includes(name)) {
        problems.push(`${file}: "${name}" is missing (interface text has no English fallback)`);
      }
      continue;
    }
    for (const document of documents) {
      if (document.path[0] === name && !fs.existsSync(longCopy.documentFile(locale, document))) {
        problems.push(`${relative(longCopy.documentFile(locale, document))}: missing`);
      }
    }
    const english = await load(`app/content/${name}.ts`);
    const lines = [
      `// Generated by scripts/i18n.mjs from ${file}: edit the catalog, not this file.`,
      `import type * as en from "../../${name}";`,
    ];
    for (const exportName of Object.keys(exports)) {
      try {
        const value = catalog.overlayText(
          english[exportName],
          translations[name][exportName],
          `${name}.${exportName}`,
          exportName,
        );
        const json = JSON.stringify(value, null, 1);
        if (!isDeepStrictEqual(JSON.parse(json), value)) {
          throw new Error(`${name}.${exportName}: holds more than text and data (a function?)`);
        }
        // Built from the English module's own structure above, so it has the English type; the
        // cast only drops the literal types of English text declared `as const`.
        lines.push(`export const ${exportName} = ${json} as unknown as typeof en.${exportName};`);
      } catch (error) {
        problems.push(`${file}: ${error.message}`);
      }
    }
    for (const extra of Object.keys(translations[name])) {
      if (!Object.hasOwn(exports, extra))
        problems.push(`${file}: ${name}.${extra}: not in English`);
    }
    for (const [key, message] of catalog.flattenMessages(translations[name], name)) {
      const source = englishMessages.get(key);
      if (source === undefined || catalog.literalBraceKeys.has(key)) continue;
      if (catalog.freeLengthKeys.has(key.split(".").pop())) continue;
      problems.push(...messageProblems(`${file}: ${key}`, source, message, categories));
    }
    modules[name] = lines;
  }
  for (const name of Object.keys(translations)) {
    if (!Object.hasOwn(registry, name)) problems.push(`${file}: "${name}" is not in English`);
  }
  return { problems, modules };
}

/** Run-time placeholders and plural categories a translated message must share with English. */
function messageProblems(where, source, message, categories) {
  let names;
  try {
    names = catalog.messageArguments(message);
  } catch (error) {
    return [`${where}: not a valid ICU message (${error.message})`];
  }
  const runtime = (list) => list.filter((name) => !Object.hasOwn(catalog.brandArguments, name));
  const expected = runtime(catalog.messageArguments(source));
  const found = runtime(names);
  const problems = [];
  for (const name of expected) {
    if (!found.includes(name)) problems.push(`${where}: lacks the placeholder {${name}}`);
  }
  for (const name of found) {
    if (!expected.includes(name)) problems.push(`${where}: has {${name}}, which English does not`);
  }
  const value = catalog.fromMessage(message, where);
  if (typeof value !== "string") {
    const missing = categories.filter((category) => !Object.hasOwn(value, category));
    if (missing.length) problems.push(`${where}: the plural lacks ${missing.join(", ")}`);
  }
  return problems;
}

async function compile() {
  fs.rmSync(compiledDir, { recursive: true, force: true });
  const problems = [];
  for (const locale of siteLocales.filter((code) => code !== defaultLocale)) {
    const result = await checkCatalog(locale);
    problems.push(...result.problems);
    fs.mkdirSync(path.join(compiledDir, locale), { recursive: true });
    for (const [name, lines] of Object.entries(result.modules)) {
      fs.writeFileSync(path.join(compiledDir, locale, `${name}.ts`), lines.join("\n") + "\n");
    }
  }
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}

/**
 * `node scripts/i18n.mjs check [language…]`: a translator's check of catalogs, published or not
 * (every language with one when none is named), without writing anything. Exits 1 on a problem.
 */
async function check() {
  const named = process.argv.slice(3);
  const targets = named.length ? named : translatedLocales();
  let failed = false;
  for (const locale of targets) {
    if (!fs.existsSync(catalogFile(locale))) {
      console.error(`${relative(catalogFile(locale))}: no such catalog`);
      failed = true;
      continue;
    }
    const { problems, modules } = await checkCatalog(locale, siteLocales.includes(locale));
    console.log(`${locale}: ${Object.keys(modules).length} modules, ${problems.length} problems`);
    if (problems.length) console.error(problems.join("\n"));
    failed ||= problems.length > 0;
  }
  if (failed) process.exit(1);
}

async function extract() {
  const full = await englishCatalog();
  const english = longCopy.withoutMarkdownPages(full, documents);
  fs.writeFileSync(catalogFile(defaultLocale), JSON.stringify(english, null, 2) + "\n");
  const pages = await englishPages();
  for (const [document, text] of pages) {
    const file = longCopy.documentFile(defaultLocale, document);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const messages = flatten(english);
  for (const locale of translatedLocales()) {
    const translated = flatten(readJson(catalogFile(locale)));
    const sources = fs.existsSync(sourcesFile(locale)) ? readJson(sourcesFile(locale)) : {};
    // A translation made before its key had a hash is taken as made from today's English.
    const next = {};
    for (const key of translated.keys()) {
      if (messages.has(key)) next[key] = sources[key] ?? sourceHash(messages.get(key));
    }
    fs.writeFileSync(sourcesFile(locale), JSON.stringify(next, null, 2) + "\n");
    // Likewise a Markdown page without its English file's hash.
    for (const [document, text] of pages) {
      const file = longCopy.documentFile(locale, document);
      if (!fs.existsSync(file)) continue;
      const source = fs.readFileSync(file, "utf8");
      if (/^---\n(?:[\s\S]*\n)?sourceHash:/.test(source)) continue;
      fs.writeFileSync(
        file,
        source.replace(/^---\n/, `---\n${longCopy.sourceHashLine(longCopy.fileHash(text))}`),
      );
    }
  }
}

function flatten(entries) {
  const out = new Map();
  for (const [name, value] of Object.entries(entries)) {
    for (const [key, message] of catalog.flattenMessages(value, name)) out.set(key, message);
  }
  return out;
}

/** Per language: the figures `npm run i18n:status` prints. */
export async function translationStatus() {
  const full = await englishCatalog();
  const messages = flatten(full);
  const interfaceKeys = [...messages.keys()].filter(
    (key) => !longPageModules.includes(key.split(".")[0]),
  );
  const catalogMessages = flatten(longCopy.withoutMarkdownPages(full, documents));
  const pageHashes = new Map(
    (await englishPages()).map(([document, text]) => [document.file, longCopy.fileHash(text)]),
  );
  const rows = [];
  for (const locale of translatedLocales()) {
    const { catalog: entries, hashes } = await readCatalog(locale);
    const translated = flatten(entries);
    const sources = fs.existsSync(sourcesFile(locale)) ? readJson(sourcesFile(locale)) : {};
    const stale = [
      ...catalog.staleKeys(
        catalogMessages,
        flatten(readJson(catalogFile(locale))),
        sources,
        sourceHash,
      ),
      ...Object.entries(hashes)
        .filter(([file, hash]) => hash !== pageHashes.get(file))
        .map(([file]) => `content/pages/${locale}/${file}.md`),
    ];
    const translatedLongPages = longPageModules.filter((name) => Object.hasOwn(entries, name));
    rows.push({
      locale,
      published: siteLocales.includes(locale),
      interfaceTranslated: interfaceKeys.filter((key) => translated.has(key)).length,
      interfaceTotal: interfaceKeys.length,
      longPagesTranslated: translatedLongPages.length,
      longPagesTotal: longPageModules.length,
      englishFallback: longPageModules
        .filter((name) => !translatedLongPages.includes(name))
        .flatMap((name) => longPages[name].map((page) => (page.endsWith("/") ? `${page}…` : page)))
        .filter((page, index, all) => all.indexOf(page) === index),
      stale,
    });
  }
  return rows;
}

async function status() {
  const rows = await translationStatus();
  const untranslated = locales
    .map((locale) => locale.code)
    .filter((code) => code !== defaultLocale && !rows.some((row) => row.locale === code));
  for (const row of rows) {
    console.log(`${row.locale}${row.published ? " (published)" : ""}`);
    console.log(`  interface keys translated  ${row.interfaceTranslated} / ${row.interfaceTotal}`);
    console.log(
      `  long pages translated      ${row.longPagesTranslated} / ${row.longPagesTotal} modules`,
    );
    console.log(
      `  pages served in English    ${row.englishFallback.length ? row.englishFallback.join(", ") : "none"}`,
    );
    console.log(`  stale translations         ${row.stale.length}`);
    for (const key of row.stale) console.log(`    ${key}`);
  }
  if (untranslated.length) console.log(`no catalog yet: ${untranslated.join(", ")}`);
}

/**
 * Catalogs and posts for the pseudo-locales (app/lib/locales.ts). They leave out one long page's
 * module, the legal texts, so a pseudo-locale build also shows the English fallback.
 */
export const pseudoFallbackModule = "legal";

async function pseudo() {
  const { pseudoMarkdown, pseudoText } = await import("./pseudo-locale.mjs");
  const english = await englishCatalog();
  const postsDir = path.join(root, "content/posts");
  const categories = readJson(path.join(postsDir, "categories.json"));
  for (const { code } of pseudoLocales) {
    const change = (text) => pseudoText(text, code);
    const walk = (value) =>
      typeof value === "string"
        ? catalog.mapLiterals(value, change)
        : Array.isArray(value)
          ? value.map((item) => (item === null ? null : walk(item)))
          : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    const entries = Object.fromEntries(
      Object.entries(english)
        .filter(([name]) => name !== pseudoFallbackModule)
        .map(([name, value]) => [name, walk(value)]),
    );
    fs.writeFileSync(
      catalogFile(code),
      JSON.stringify(longCopy.withoutMarkdownPages(entries, documents), null, 2) + "\n",
    );
    for (const document of documents) {
      if (document.path[0] === pseudoFallbackModule) continue;
      const file = longCopy.documentFile(code, document);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const text = longCopy.documentText(entries, document);
      fs.writeFileSync(file, longCopy.toMarkdown(document, text));
    }
    fs.mkdirSync(path.join(postsDir, code), { recursive: true });
    for (const file of fs.readdirSync(path.join(postsDir, defaultLocale))) {
      const source = fs.readFileSync(path.join(postsDir, defaultLocale, file), "utf8");
      fs.writeFileSync(path.join(postsDir, code, file), pseudoMarkdown(source, code));
    }
    for (const labels of Object.values(categories)) labels[code] = change(labels[defaultLocale]);
  }
  fs.writeFileSync(
    path.join(postsDir, "categories.json"),
    JSON.stringify(categories, null, 2) + "\n",
  );
}

const commands = { compile, check, extract, status, pseudo };
const command = process.argv[2];
if (import.meta.main) {
  if (!Object.hasOwn(commands, command)) {
    console.error(`usage: node scripts/i18n.mjs ${Object.keys(commands).join("|")}`);
    process.exit(2);
  }
  await commands[command]();
}
