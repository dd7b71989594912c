/**
 * `npm run posts` (and the first step of `npm run build`): reads the blog posts, one Markdown file
 * per post and locale under content/posts/<locale>/<slug>.md, validates their frontmatter, renders
 * the bodies to HTML with marked and writes typed modules under app/content/posts/generated/: per
 * locale the summaries (what list pages import) and the bodies (what only the post route's
 * prerendered loader imports, so no article text ships in JavaScript). The modules are committed so
 * typecheck, unit tests and the dev server work from a clean checkout; a unit test fails when they
 * no longer match what this script writes. Any invalid file stops the build with its path.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Marked } from "marked";
import * as z from "zod/mini";
import { site } from "../app/content/site.ts";
import { defaultLocale, locales, pseudoLocales, siteLocales } from "../app/lib/locales.ts";

// zod/mini carries no messages of its own; without a locale every problem reads "Invalid input".
z.config(z.locales.en());

const root = path.resolve(import.meta.dirname, "..");
export const contentDir = path.join(root, "content/posts");
export const generatedDir = path.join(root, "app/content/posts/generated");

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The brand lives in app/content/site.ts only (see brand.test.ts), so bodies name it with a
 * placeholder such as {{site.shortName}}; the generated module reads it from the config.
 */
const placeholder = /\{\{site\.([A-Za-z]+)\}\}/g;

/** Fields every translation must share with the English post: data, not copy. */
const sharedFields = ["id", "date", "author", "category", "imageSlug"];

const nonEmpty = () => z.string().check(z.trim(), z.minLength(1));

function frontmatterSchema(categoryKeys) {
  return z.strictObject({
    id: z.int().check(z.positive()),
    title: nonEmpty(),
    date: z.iso.date().check(
      z.refine((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), "not a calendar date"),
    ),
    author: nonEmpty(),
    authorRole: nonEmpty(),
    category: z.enum(categoryKeys),
    tags: z.array(nonEmpty()).check(z.minLength(1)),
    excerpt: nonEmpty(),
    imageSlug: z.string().check(z.regex(slugPattern)),
    imageAlt: nonEmpty(),
  });
}

function scalar(raw) {
  const value = raw.trim();
  if (value.startsWith('"')) return JSON.parse(value);
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * A deliberately small subset of YAML: one `key: value` per line, where a value is a bare string,
 * an integer, a JSON-quoted string or a flow list `[a, "b, c"]`. Anything else is an error, so a
 * typo cannot silently become a different value.
 */
export function parsePostFile(text) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replaceAll("\r\n", "\n"));
  if (!match) throw new Error("no frontmatter: the file must start with a --- block");
  const [, head, body] = match;
  const data = {};
  for (const line of head.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const field = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`cannot read frontmatter line: ${line}`);
    const [, key, raw] = field;
    if (Object.hasOwn(data, key)) throw new Error(`duplicate field "${key}"`);
    if (raw.startsWith("[")) {
      if (!raw.endsWith("]")) throw new Error(`unterminated list in "${key}"`);
      const items = raw.slice(1, -1).match(/\s*(?:"(?:[^"\\]|\\.)*"|[^,]+)/g) ?? [];
      data[key] = items.map((item) => item.trim()).filter((item) => item !== "").map((item) => String(scalar(item)));
    } else {
      data[key] = scalar(raw);
    }
  }
  return { data, body };
}

export function loadCategories(dir = contentDir) {
  const file = path.join(dir, "categories.json");
  // Every published language labels every category; a language with labels that this build does
  // not publish (a test build's) may keep them; anything else is a typo.
  const known = [...locales, ...pseudoLocales].map((locale) => locale.code);
  const labels = Object.fromEntries(known.map((locale) => [locale, siteLocales.includes(locale) ? nonEmpty() : z.optional(nonEmpty())]));
  const schema = z.record(z.string(), z.strictObject(labels));
  const result = schema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!result.success) throw new Error(`${path.relative(root, file)}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Every post of every locale, validated; throws with the offending file's path. */
export function loadPosts(dir = contentDir) {
  const categories = loadCategories(dir);
  const schema = frontmatterSchema(Object.keys(categories));
  const marked = new Marked({ gfm: true });
  const byLocale = {};
  for (const locale of siteLocales) {
    const localeDir = path.join(dir, locale);
    const files = fs.existsSync(localeDir) ? fs.readdirSync(localeDir).filter((name) => name.endsWith(".md")).sort() : [];
    byLocale[locale] = files.map((name) => {
      const file = path.relative(root, path.join(localeDir, name));
      const slug = name.slice(0, -".md".length);
      const fail = (message) => {
        throw new Error(`${file}: ${message}`);
      };
      if (!slugPattern.test(slug)) fail("the file name is the slug and must be kebab-case");
      let parsed;
      try {
        parsed = parsePostFile(fs.readFileSync(path.join(localeDir, name), "utf8"));
      } catch (error) {
        fail(error.message);
      }
      const result = schema.safeParse(parsed.data);
      if (!result.success) fail(`invalid frontmatter\n${z.prettifyError(result.error)}`);
      if (parsed.body.trim() === "") fail("the post has no body");
      if (JSON.stringify(parsed.data).includes("{{")) fail("placeholders such as {{site.shortName}} belong in the body only");
      for (const [, key] of parsed.body.matchAll(placeholder)) {
        if (typeof site[key] !== "string") fail(`{{site.${key}}} is not a text field of app/content/site.ts`);
      }
      if (parsed.body.replace(placeholder, "").includes("{{")) fail("unknown placeholder: use {{site.<field>}}");
      const html = marked.parse(parsed.body, { async: false }).trim();
      return { file, summary: { id: result.data.id, slug, ...result.data }, html };
    });
  }

  const source = byLocale[defaultLocale];
  const ids = new Map();
  for (const post of source) {
    if (ids.has(post.summary.id)) throw new Error(`${post.file}: id ${post.summary.id} is also used by ${ids.get(post.summary.id)}`);
    ids.set(post.summary.id, post.file);
  }
  for (const locale of siteLocales) {
    if (locale === defaultLocale) continue;
    for (const post of byLocale[locale]) {
      const original = source.find((candidate) => candidate.summary.slug === post.summary.slug);
      if (!original) throw new Error(`${post.file}: no English post with the slug "${post.summary.slug}"`);
      for (const key of sharedFields) {
        if (post.summary[key] !== original.summary[key]) {
          throw new Error(`${post.file}: ${key} must be ${JSON.stringify(original.summary[key])} as in ${original.file}`);
        }
      }
    }
    for (const post of source) {
      if (!byLocale[locale].some((candidate) => candidate.summary.slug === post.summary.slug)) {
        throw new Error(`${post.file}: no ${locale} translation (content/posts/${locale}/${post.summary.slug}.md)`);
      }
    }
  }
  for (const locale of siteLocales) byLocale[locale].sort((a, b) => a.summary.id - b.summary.id);
  return { categories, byLocale };
}

const banner = (what) =>
  `// Generated by scripts/build-posts.mjs from ${what}: edit those files and run \`npm run posts\`.\n`;

/** Non-breaking and other unusual spaces as \\u escapes, which lint and reviewers can see. */
function escapeSpaces(code) {
  return code.replace(/[\u00a0\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The HTML as a template literal in which the placeholders read the site config. */
function templateLiteral(html) {
  const escaped = html.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${");
  return escapeSpaces(`\`${escaped.replace(placeholder, (_, key) => `\${site.${key}}`)}\``);
}

/** File name (relative to app/content/posts/generated) to contents. */
export function generatedModules({ categories, byLocale }) {
  const modules = {};
  const keys = Object.keys(categories);
  modules["categories.ts"] = [
    banner("content/posts/categories.json"),
    "/** The category keys: stable ids, used as filter values; each locale has its own label. */",
    `export const blogCategories = ${JSON.stringify(keys)} as const;`,
    "",
    "export type BlogCategory = (typeof blogCategories)[number];",
    "",
  ].join("\n");
  for (const locale of siteLocales) {
    const labels = Object.fromEntries(keys.map((key) => [key, categories[key][locale]]));
    modules[`summaries-${locale}.ts`] = [
      banner(`content/posts/${locale}/*.md`),
      'import type { BlogPostSummary } from "../catalogue";',
      'import type { BlogCategory } from "./categories";',
      "",
      `export const postSummaries: BlogPostSummary[] = ${escapeSpaces(JSON.stringify(byLocale[locale].map((post) => post.summary), null, 2))};`,
      "",
      `export const categoryLabels: Record<BlogCategory, string> = ${JSON.stringify(labels, null, 2)};`,
      "",
    ].join("\n");
    const bodies = byLocale[locale].map((post) => `  ${JSON.stringify(post.summary.slug)}: ${templateLiteral(post.html)},`);
    modules[`bodies-${locale}.ts`] = [
      banner(`content/posts/${locale}/*.md`),
      'import { site } from "../../site";',
      "",
      "/** Trusted build-time HTML per slug. Only the post route's loader may import this. */",
      "export const postBodies: Record<string, string> = {",
      ...bodies,
      "};",
      "",
    ].join("\n");
  }
  // Every locale's modules by language: posts.ts reads them through this one module, so a language
  // needs no code of its own. Build-time only, like the bodies.
  const names = siteLocales.map((locale) => ({ locale, id: locale.replace(/\W/g, "_") }));
  modules["by-locale.ts"] = [
    banner("content/posts/<locale>/*.md"),
    'import type { SiteLocale } from "../../../lib/locales";',
    'import type { BlogPostSummary } from "../catalogue";',
    'import type { BlogCategory } from "./categories";',
    ...names.flatMap(({ locale, id }) => [
      `import { categoryLabels as ${id}Labels, postSummaries as ${id}Summaries } from "./summaries-${locale}";`,
      `import { postBodies as ${id}Bodies } from "./bodies-${locale}";`,
    ]),
    "",
    `export const summariesByLocale: Partial<Record<SiteLocale, BlogPostSummary[]>> = { ${names.map(({ locale, id }) => `${locale}: ${id}Summaries`).join(", ")} };`,
    `export const bodiesByLocale: Partial<Record<SiteLocale, Record<string, string>>> = { ${names.map(({ locale, id }) => `${locale}: ${id}Bodies`).join(", ")} };`,
    `export const labelsByLocale: Partial<Record<SiteLocale, Record<BlogCategory, string>>> = { ${names.map(({ locale, id }) => `${locale}: ${id}Labels`).join(", ")} };`,
    "",
  ].join("\n");
  return modules;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let modules;
  try {
    modules = generatedModules(loadPosts());
  } catch (error) {
    console.error(`build-posts: ${error.message}`);
    process.exit(1);
  }
  fs.mkdirSync(generatedDir, { recursive: true });
  let written = 0;
  for (const [name, text] of Object.entries(modules)) {
    const file = path.join(generatedDir, name);
    // Unchanged files are left alone so their timestamps don't trigger needless rebuilds.
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) continue;
    fs.writeFileSync(file, text);
    written += 1;
  }
  for (const stale of fs.readdirSync(generatedDir)) if (!Object.hasOwn(modules, stale)) fs.rmSync(path.join(generatedDir, stale));
  console.log(`build-posts: ${Object.keys(modules).length} modules (${written} updated) in ${path.relative(root, generatedDir)}`);
}
