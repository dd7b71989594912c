/**
 * Long copy as Markdown (docs/decisions/0111-long-copy-as-markdown.md). The legal documents, the
 * press releases and the service, solution, product and expertise pages are one Markdown file per
 * page and language, content/pages/<language>/<area>/<page>.md: frontmatter for the page's short
 * fields (title, description, hero, call to action) and a body that reads as the page does
 * (headings, paragraphs, lists, links, images). The English modules stay the source of structure
 * (ids, links, images, icons, order); `node scripts/i18n.mjs extract` writes English's files from
 * them, and a translation's file is read back onto that structure, so the compiled modules and the
 * pages are what the catalogs made before.
 *
 * A file is checked as it is read: its frontmatter against a schema made from the English page
 * (the same keys and list lengths, text where English has text), its body against the English
 * structure (the same sections and blocks, links to the same addresses in the same order), and
 * Markdown the pages cannot show (emphasis, code, HTML) is an error naming the file and the place.
 * Text stays ICU MessageFormat, as in the catalogs: "{brandName}", "{count, plural, …}".
 *
 * Plain Node and dependency-free of the app, so the build scripts, vite.config.ts and the tests
 * share it; the caller passes the English modules and their text (app/content/catalog.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Marked } from "marked";
import YAML from "yaml";
import * as z from "zod/mini";

// Error messages in words ("Unrecognized key: …") rather than zod/mini's bare "Invalid input".
z.config(z.locales.en());

const root = path.resolve(import.meta.dirname, "..");
export const pagesDir = path.join(root, "content/pages");

/**
 * Where the Markdown pages come from: a module's export that is one page, or an export whose
 * entries are pages (a list named by each item's slug, or a record named by its keys).
 */
const documentSets = [
  { module: "legal", exportName: "privacyPolicy", kind: "legal", file: "legal/privacy-policy" },
  { module: "legal", exportName: "termsOfService", kind: "legal", file: "legal/terms-of-service" },
  { module: "legal", exportName: "cookiePolicy", kind: "legal", file: "legal/cookie-policy" },
  {
    module: "legal",
    exportName: "acceptableUsePolicy",
    kind: "legal",
    file: "legal/acceptable-use",
  },
  { module: "press", exportName: "pressReleases", kind: "release", folder: "press" },
  { module: "services", exportName: "servicePages", kind: "page", folder: "services" },
  { module: "solutions", exportName: "solutionPages", kind: "page", folder: "solutions" },
  { module: "product-pages", exportName: "productPages", kind: "page", folder: "products" },
  { module: "expertise", exportName: "expertisePages", kind: "page", folder: "expertise" },
  // Pages made of several exports: `sections` says which text the body shows under each ##
  // heading (dotted paths; "[]" is every item of a list), the rest is frontmatter.
  {
    module: "about",
    exports: ["aboutMeta", "aboutHero", "journey", "mission", "vision", "valuesHeading"]
      .concat(["valuesIntro", "coreValues", "leadershipHeading", "leadershipIntro", "leaders"])
      .concat(["aboutCta"]),
    kind: "layout",
    file: "about",
    sections: [
      {
        heading: "journey.title",
        text: ["journey.intro"],
        items: { list: "journey.milestones", heading: "title", text: ["date", "description"] },
      },
      { heading: "mission.title", text: ["mission.text"] },
      { heading: "vision.title", text: ["vision.text"] },
      {
        heading: "valuesHeading",
        text: ["valuesIntro"],
        items: { list: "coreValues", heading: "title", text: ["description"] },
      },
      {
        heading: "leadershipHeading",
        text: ["leadershipIntro"],
        items: { list: "leaders", heading: "name", text: ["role", "bio"], image: "image" },
      },
    ],
  },
  {
    module: "ai-docs",
    exports: ["aiSections", "aiDocsCopy", "coreModels", "ethicalPrinciples", "aiUseCases"],
    kind: "layout",
    file: "docs/ai-documentation",
    sections: [
      { heading: "aiSections.0.title", text: ["aiDocsCopy.introduction[]"] },
      {
        heading: "aiSections.1.title",
        items: { list: "coreModels", heading: "name", text: ["purpose"], points: "details" },
      },
      {
        heading: "aiSections.2.title",
        items: { list: "ethicalPrinciples", heading: "title", text: ["description"] },
      },
      { heading: "aiSections.3.title", text: ["aiDocsCopy.endpointsIntro[]"] },
      {
        heading: "aiSections.4.title",
        items: { list: "aiUseCases", heading: "title", text: ["description"] },
      },
    ],
  },
  {
    module: "api-docs",
    exports: ["apiDocsCopy", "apiSections"],
    kind: "layout",
    file: "docs/api-documentation",
    sections: [
      { heading: "apiSections.0.title", text: ["apiDocsCopy.gettingStarted[]"] },
      { heading: "apiSections.1.title", text: ["apiDocsCopy.authentication[]"] },
      { heading: "apiSections.2.title" },
      { heading: "apiSections.3.title" },
      { heading: "apiSections.4.title" },
      { heading: "apiSections.5.title", text: ["apiDocsCopy.rateLimit[]"] },
    ],
  },
];

/** The modules some of whose text lives in Markdown. */
export const markdownModules = [...new Set(documentSets.map((set) => set.module))];

/**
 * Every Markdown page: its file (without language and extension), the catalog path of its text
 * ([module, export] or [module, export, index or key]), its kind and its English value.
 * `english`: the English content modules by name; `brand`: the brand's placeholders by name
 * (app/content/catalog.ts `brandArguments`), which the files write in link addresses too, so that
 * no translation names a mailbox and a change of brand leaves them valid.
 */
export function documentsOf(english, brand = {}) {
  const placeholders = Object.entries(brand).sort(([, a], [, b]) => b.length - a.length);
  const withPlaceholders = (href) =>
    placeholders.reduce((out, [name, value]) => out.replaceAll(value, `{${name}}`), href);
  return documentSets.flatMap((set) =>
    pagesOf(english, set).map((document) => ({ ...document, href: withPlaceholders })),
  );
}

function pagesOf(english, set) {
  if (set.exports) {
    const module = english[set.module] ?? {};
    const missing = set.exports.find((name) => module[name] === undefined);
    if (missing) throw new Error(`app/content/${set.module}.ts exports no ${missing}`);
    const value = Object.fromEntries(set.exports.map((name) => [name, module[name]]));
    return [
      {
        file: set.file,
        path: [set.module],
        exports: set.exports,
        sections: set.sections,
        kind: set.kind,
        english: value,
      },
    ];
  }
  const value = english[set.module]?.[set.exportName];
  if (value === undefined)
    throw new Error(`app/content/${set.module}.ts exports no ${set.exportName}`);
  if (set.file)
    return [{ file: set.file, path: [set.module, set.exportName], kind: set.kind, english: value }];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [item.slug, index, item])
    : Object.entries(value).map(([key, item]) => [key, key, item]);
  return entries.map(([name, key, item]) => ({
    file: `${set.folder}/${name}`,
    path: [set.module, set.exportName, key],
    kind: set.kind,
    english: item,
  }));
}

export const documentFile = (locale, document) =>
  path.join(pagesDir, locale, `${document.file}.md`);

/** The frontmatter line of a hash, quoted as YAML needs ("2158837362e9" would be a number). */
export const sourceHashLine = (hash) => YAML.stringify({ sourceHash: hash });

/** A short hash of the English file a translation was made from (frontmatter `sourceHash`). */
export const fileHash = (text) =>
  crypto.createHash("sha256").update(text).digest("hex").slice(0, 12);

// ---------------------------------------------------------------------------------------------
// Writing

/** Backslashes before what Markdown would read as syntax; `start`: the text opens a line. */
function escapeText(text, start = false) {
  const out = text.replace(/[\\`*_[\]<]/g, "\\$&");
  return start ? escapeLineStart(out) : out;
}

/** What a line may not open with unescaped: a heading, quote, list or setext marker. */
const escapeLineStart = (line) =>
  line.replace(/^([#>+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");

// An ATX heading ends at trailing "#"s, so every "#" in one is escaped.
const escapeHeading = (text) => escapeText(text).replace(/#/g, "\\#");

const destination = (href) => (/[\s()<>]/.test(href) ? `<${href}>` : href);

/** Inline text: the English inlines give each link's address; `text` the words (null: English's). */
function writeInlines(english, text, link) {
  const line = english
    .map((item, index) => {
      const words = text?.[index];
      if (typeof item === "string") return typeof words === "string" ? words : item;
      return `[${escapeText(words?.text ?? item.text)}](${destination(link(item.href))})`;
    })
    .map((part, index) => (typeof english[index] === "string" ? escapeText(part) : part))
    .join("");
  return escapeLineStart(line);
}

const paragraph = (text) => escapeText(text, true);
const list = (items) => items.map((item) => `- ${item}`).join("\n");

function writeLegal(english, text, link) {
  const blocks = english.intro.map((inlines, index) =>
    writeInlines(inlines, text.intro[index], link),
  );
  english.sections.forEach((section, sectionIndex) => {
    const words = text.sections[sectionIndex];
    blocks.push(`## ${escapeHeading(words.title)}`);
    section.blocks.forEach((block, index) => {
      const blockText = words.blocks[index];
      if (block.type === "h3") blocks.push(`### ${escapeHeading(blockText.text)}`);
      else if (block.type === "p")
        blocks.push(writeInlines(block.content, blockText.content, link));
      else
        blocks.push(
          list(block.items.map((item, item_) => writeInlines(item, blockText.items[item_], link))),
        );
    });
  });
  return blocks;
}

function writeRelease(english, text) {
  return english.body.map((block, index) => {
    const words = text.body[index];
    if (block.type === "h2") return `## ${escapeHeading(words.text)}`;
    if (block.type === "p") return paragraph(words.text);
    if (block.type === "quote") return `> ${paragraph(words.text)}\n>\n> — ${escapeText(words.by)}`;
    return list(words.items.map((item) => escapeText(item)));
  });
}

function writeItem(english, text, link) {
  const out = [`### ${escapeHeading(text.title)}`];
  if (text.description !== undefined) out.push(paragraph(text.description));
  if (text.points) out.push(list(text.points.map((point) => escapeText(point))));
  if (text.items) out.push(list(text.items.map((item) => escapeText(item))));
  if (text.linkText !== undefined)
    out.push(`[${escapeText(text.linkText)}](${destination(link(english.href ?? ""))})`);
  return out;
}

/** The list of items a content page's block of each kind shows under ### headings. */
const itemListKey = { cards: "items", groups: "groups", steps: "steps" };

function writePage(english, text, link) {
  return english.blocks.flatMap((block, index) => {
    const words = text.blocks[index];
    const out = [`## ${escapeHeading(words.title)}`];
    if (words.intro !== undefined) out.push(paragraph(words.intro));
    if (block.kind === "split") {
      out.push(...words.paragraphs.map(paragraph));
      if (words.points) out.push(list(words.points.map((point) => escapeText(point))));
      out.push(`![${escapeText(words.image.alt)}](${destination(link(block.image.src))})`);
    } else {
      const key = itemListKey[block.kind];
      block[key].forEach((item, item_) => out.push(...writeItem(item, words[key][item_], link)));
    }
    return out;
  });
}

/** A dotted path ("aiSections.0.title") as keys, list positions as numbers. */
const keysOf = (dotted) => dotted.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/**
 * A layout page's body as paths into its text (shaped as `text`): per section its heading, its
 * paragraphs, and its items (### heading, paragraphs, points, image).
 */
function layoutPlan(document, text) {
  const expand = (dotted) => {
    if (!dotted.endsWith("[]")) return [keysOf(dotted)];
    const keys = keysOf(dotted.slice(0, -2));
    return getIn(text, keys).map((_, index) => [...keys, index]);
  };
  return document.sections.map((section) => ({
    heading: keysOf(section.heading),
    text: (section.text ?? []).flatMap(expand),
    items: section.items
      ? getIn(text, keysOf(section.items.list)).map((_, index) => {
          const base = [...keysOf(section.items.list), index];
          const { heading, text: keys = [], points, image } = section.items;
          return {
            heading: [...base, heading],
            text: keys.map((key) => [...base, key]),
            points: points ? [...base, points] : undefined,
            image: image ? [...base, image] : undefined,
          };
        })
      : [],
  }));
}

function writeLayout(english, text, link, document) {
  const out = [];
  for (const section of layoutPlan(document, text)) {
    out.push(`## ${escapeHeading(getIn(text, section.heading))}`);
    out.push(...section.text.map((keys) => paragraph(getIn(text, keys))));
    for (const item of section.items) {
      out.push(`### ${escapeHeading(getIn(text, item.heading))}`);
      out.push(...item.text.map((keys) => paragraph(getIn(text, keys))));
      if (item.points) out.push(list(getIn(text, item.points).map((point) => escapeText(point))));
      if (item.image) {
        const alt = escapeText(getIn(text, [...item.image, "alt"]));
        out.push(`![${alt}](${destination(link(getIn(english, [...item.image, "src"])))})`);
      }
    }
  }
  return out;
}

/** Every path a layout page's body shows (an image's by its alt text). */
function layoutPaths(document, text) {
  return layoutPlan(document, text).flatMap((section) => [
    section.heading,
    ...section.text,
    ...section.items.flatMap((item) => [
      item.heading,
      ...item.text,
      ...(item.points ? [item.points] : []),
      ...(item.image ? [[...item.image, "alt"]] : []),
    ]),
  ]);
}

/** `value` without what is undefined or empty once `paths` are taken out. */
function withoutPaths(value, paths) {
  const out = structuredClone(value);
  for (const keys of paths) {
    const parent = getIn(out, keys.slice(0, -1));
    if (parent && typeof parent === "object") delete parent[keys.at(-1)];
  }
  const prune = (node, where) => {
    if (Array.isArray(node)) {
      const items = node.map((item, index) => prune(item, `${where}.${index}`));
      if (items.every((item) => item === undefined)) return undefined;
      if (items.some((item) => item === undefined)) {
        throw new Error(`${where}: a list shown partly in the body and partly in frontmatter`);
      }
      return items;
    }
    if (node && typeof node === "object") {
      const entries = Object.entries(node)
        .map(([key, item]) => [key, prune(item, `${where}.${key}`)])
        .filter(([, item]) => item !== undefined);
      return entries.length ? Object.fromEntries(entries) : undefined;
    }
    return node;
  };
  return prune(out, "") ?? {};
}

const bodyKeys = { legal: ["intro", "sections"], release: ["body"], page: ["blocks"] };
const writers = { legal: writeLegal, release: writeRelease, page: writePage, layout: writeLayout };

/** What a page's frontmatter holds: its text without what the body shows. */
function frontmatterOf(document, text) {
  if (document.kind === "layout") return withoutPaths(text, layoutPaths(document, text));
  return Object.fromEntries(
    Object.entries(text).filter(([key]) => !bodyKeys[document.kind].includes(key)),
  );
}

/**
 * A page's Markdown file: `text` is its catalog text (English's text tree, or a translation's),
 * `english` its English value, `sourceHash` (translations) the hash of the English file.
 */
export function toMarkdown(document, text, sourceHash) {
  const frontmatter = frontmatterOf(document, text);
  const head = YAML.stringify(sourceHash ? { sourceHash, ...frontmatter } : frontmatter, {
    lineWidth: 0,
  });
  const body = writers[document.kind](
    document.english,
    text,
    document.href ?? ((href) => href),
    document,
  );
  return `---\n${head}---\n\n${body.join("\n\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading

const marked = new Marked({ gfm: false });

/** A Markdown block's inline content as text runs and links; anything else is an error. */
function readInlines(tokens, where) {
  const out = [];
  const pushText = (text) => {
    if (typeof out.at(-1) === "string") out[out.length - 1] += text;
    else out.push(text);
  };
  for (const token of tokens) {
    if (token.type === "text" && token.tokens)
      readInlines(token.tokens, where).forEach((part) =>
        typeof part === "string" ? pushText(part) : out.push(part),
      );
    else if (token.type === "text" || token.type === "escape") pushText(token.text);
    else if (token.type === "link")
      out.push({ href: token.href, text: plainText(token.tokens, where) });
    else if (token.type === "image")
      out.push({
        image: token.href,
        text: plainText(token.tokens ?? [{ type: "text", text: token.text }], where),
      });
    else
      throw new Error(
        `${where}: ${token.type} is not supported here (${JSON.stringify(token.raw)})`,
      );
  }
  return out;
}

function plainText(tokens, where) {
  const parts = readInlines(tokens, where);
  if (parts.some((part) => typeof part !== "string"))
    throw new Error(`${where}: a link inside a link`);
  return parts.join("");
}

/** The body's blocks: { type: "heading", depth, text } | "paragraph" | "list" | "image" | "quote". */
function readBlocks(tokens, where) {
  const blocks = [];
  for (const token of tokens) {
    if (token.type === "space") continue;
    if (token.type === "heading") {
      blocks.push({ type: "heading", depth: token.depth, text: plainText(token.tokens, where) });
    } else if (token.type === "paragraph") {
      const inlines = readInlines(token.tokens, where);
      if (inlines.length === 1 && inlines[0].image !== undefined) {
        blocks.push({ type: "image", src: inlines[0].image, text: inlines[0].text });
      } else if (inlines.some((part) => part.image !== undefined)) {
        throw new Error(`${where}: an image must be a paragraph of its own`);
      } else blocks.push({ type: "paragraph", inlines });
    } else if (token.type === "list" && !token.ordered) {
      blocks.push({
        type: "list",
        items: token.items.map((item) => {
          const inner = item.tokens.filter((child) => child.type !== "space");
          if (inner.length !== 1 || !["text", "paragraph"].includes(inner[0].type)) {
            throw new Error(`${where}: a list item holds one line of text`);
          }
          return readInlines(inner[0].tokens ?? [{ type: "text", text: inner[0].text }], where);
        }),
      });
    } else if (token.type === "blockquote") {
      blocks.push({ type: "quote", blocks: readBlocks(token.tokens, where) });
    } else {
      throw new Error(
        `${where}: ${token.type === "list" ? "a numbered list" : token.type} is not supported here (${JSON.stringify(token.raw.slice(0, 60))})`,
      );
    }
  }
  return blocks;
}

/** Text runs and links laid on the English inlines: the same links, in the same order. */
function alignInlines(english, parts, where, link) {
  if (parts.length !== english.length) {
    const links = (list_) => list_.filter((part) => typeof part !== "string").length;
    throw new Error(
      `${where}: ${links(parts)} links where English has ${links(english)}, or text missing between them (${JSON.stringify(parts.map((part) => (typeof part === "string" ? part : `[${part.text}](${part.href})`)).join("")).slice(0, 80)})`,
    );
  }
  return english.map((item, index) => {
    const part = parts[index];
    if (typeof item === "string") {
      if (typeof part !== "string")
        throw new Error(`${where}: text expected before the link to ${part.href}`);
      return part;
    }
    if (typeof part === "string" || link(part.href) !== link(item.href)) {
      throw new Error(`${where}: a link to ${link(item.href)} expected here`);
    }
    return { text: part.text };
  });
}

function textOf(block, where) {
  if (block?.type !== "paragraph" || block.inlines.some((part) => typeof part !== "string")) {
    throw new Error(
      `${where}: a paragraph of text expected${block ? `, found a ${block.type}` : ""}`,
    );
  }
  return block.inlines.join("");
}

const itemsOf = (block, where) => {
  if (block?.type !== "list")
    throw new Error(`${where}: a list expected${block ? `, found a ${block.type}` : ""}`);
  return block.items.map((item, index) =>
    textOf({ type: "paragraph", inlines: item }, `${where}, item ${index + 1}`),
  );
};

/** Splits blocks at headings of `depth`: [blocks before the first, ...{ heading, blocks }]. */
function sections(blocks, depth) {
  const before = [];
  const out = [];
  for (const block of blocks) {
    if (block.type === "heading" && block.depth === depth)
      out.push({ title: block.text, blocks: [] });
    else if (block.type === "heading" && block.depth < depth)
      throw new Error(`a level-${block.depth} heading is not expected here: "${block.text}"`);
    else (out.at(-1)?.blocks ?? before).push(block);
  }
  return { before, sections: out };
}

function expectCount(found, expected, what, where) {
  if (found !== expected)
    throw new Error(`${where}: ${found} ${what} where English has ${expected}`);
}

function readLegal(english, blocks, where, link) {
  const { before, sections: parts } = sections(blocks, 2);
  expectCount(before.length, english.intro.length, "introductory paragraphs", where);
  expectCount(parts.length, english.sections.length, "sections (## headings)", where);
  return {
    intro: before.map((block, index) =>
      alignInlines(english.intro[index], block.inlines ?? [], `${where}, introduction`, link),
    ),
    sections: parts.map((part, sectionIndex) => {
      const section = english.sections[sectionIndex];
      const at = `${where}, section "${part.title}"`;
      expectCount(part.blocks.length, section.blocks.length, "blocks", at);
      return {
        title: part.title,
        blocks: section.blocks.map((block, index) => {
          const found = part.blocks[index];
          const at_ = `${at}, block ${index + 1}`;
          if (block.type === "h3") {
            if (found.type !== "heading" || found.depth !== 3)
              throw new Error(`${at_}: a ### heading expected, found a ${found.type}`);
            return { text: found.text };
          }
          if (block.type === "p") {
            if (found.type !== "paragraph")
              throw new Error(`${at_}: a paragraph expected, found a ${found.type}`);
            return { content: alignInlines(block.content, found.inlines, at_, link) };
          }
          if (found.type !== "list")
            throw new Error(`${at_}: a list expected, found a ${found.type}`);
          expectCount(found.items.length, block.items.length, "list items", at_);
          return {
            items: block.items.map((item, item_) =>
              alignInlines(item, found.items[item_], `${at_}, item ${item_ + 1}`, link),
            ),
          };
        }),
      };
    }),
  };
}

function readRelease(english, blocks, where) {
  expectCount(blocks.length, english.body.length, "blocks", where);
  return {
    body: english.body.map((block, index) => {
      const found = blocks[index];
      const at = `${where}, block ${index + 1}`;
      if (block.type === "h2") {
        if (found.type !== "heading" || found.depth !== 2)
          throw new Error(`${at}: a ## heading expected, found a ${found.type}`);
        return { text: found.text };
      }
      if (block.type === "p") return { text: textOf(found, at) };
      if (block.type === "ul") return { items: itemsOf(found, at) };
      if (found.type !== "quote" || found.blocks.length !== 2)
        throw new Error(`${at}: a quotation (> the words, then > — who said them) expected`);
      const by = textOf(found.blocks[1], at);
      if (!by.startsWith("— "))
        throw new Error(`${at}: the quotation's last line names who said it, after "— "`);
      return { text: textOf(found.blocks[0], at), by: by.slice(2) };
    }),
  };
}

/** A card, group or step: ### title, then its description, points or items, and link. */
function readItem(english, part, where, link) {
  const out = { title: part.title };
  const queue = [...part.blocks];
  if (english.description !== undefined) out.description = textOf(queue.shift(), where);
  if (english.points !== undefined) out.points = itemsOf(queue.shift(), where);
  if (english.items !== undefined) out.items = itemsOf(queue.shift(), where);
  if (english.linkText !== undefined) {
    const found = queue.shift();
    const parts = found?.type === "paragraph" ? found.inlines : [];
    if (
      parts.length !== 1 ||
      typeof parts[0] === "string" ||
      (english.href && link(parts[0].href) !== link(english.href))
    ) {
      throw new Error(
        `${where}: a link${english.href ? ` to ${link(english.href)}` : ""} expected`,
      );
    }
    out.linkText = parts[0].text;
  }
  if (queue.length) throw new Error(`${where}: ${queue.length} more blocks than English has`);
  return out;
}

function readPage(english, blocks, where, link) {
  const { before, sections: parts } = sections(blocks, 2);
  if (before.length) throw new Error(`${where}: text before the first ## heading`);
  expectCount(parts.length, english.blocks.length, "blocks (## headings)", where);
  return {
    blocks: english.blocks.map((block, index) => {
      const part = parts[index];
      const at = `${where}, "${part.title}"`;
      const out = { title: part.title };
      if (block.kind === "split") {
        const queue = [...part.blocks];
        const image = queue.pop();
        if (image?.type !== "image" || link(image.src) !== link(block.image.src))
          throw new Error(`${at}: ends with the image ![…](${link(block.image.src)})`);
        const points = block.points ? itemsOf(queue.pop(), at) : undefined;
        const paragraphs = queue.map((found) => textOf(found, at));
        if (block.intro !== undefined) out.intro = paragraphs.shift();
        expectCount(paragraphs.length, block.paragraphs.length, "paragraphs", at);
        out.paragraphs = paragraphs;
        if (points) out.points = points;
        out.image = { alt: image.text };
        return out;
      }
      const { before: intro, sections: items } = sections(part.blocks, 3);
      if (block.intro !== undefined) {
        expectCount(intro.length, 1, "introductory paragraphs", at);
        out.intro = textOf(intro[0], at);
      } else if (intro.length) throw new Error(`${at}: text before the first ### heading`);
      const key = itemListKey[block.kind];
      expectCount(items.length, block[key].length, "### headings", at);
      out[key] = block[key].map((item, item_) =>
        readItem(item, items[item_], `${at}, "${items[item_].title}"`, link),
      );
      return out;
    }),
  };
}

function readLayout(english, blocks, where, link, document, englishText) {
  const { before, sections: parts } = sections(blocks, 2);
  if (before.length) throw new Error(`${where}: text before the first ## heading`);
  const plan = layoutPlan(document, englishText);
  expectCount(parts.length, plan.length, "sections (## headings)", where);
  const body = {};
  plan.forEach((section, index) => {
    const part = parts[index];
    const at = `${where}, "${part.title}"`;
    setIn(body, section.heading, part.title);
    const { before: paragraphs, sections: items } = sections(part.blocks, 3);
    expectCount(paragraphs.length, section.text.length, "paragraphs", at);
    section.text.forEach((keys, index_) => setIn(body, keys, textOf(paragraphs[index_], at)));
    expectCount(items.length, section.items.length, "### headings", at);
    section.items.forEach((item, index_) => {
      const found = items[index_];
      const at_ = `${at}, "${found.title}"`;
      setIn(body, item.heading, found.title);
      const queue = [...found.blocks];
      if (item.image) {
        const image = queue.pop();
        const src = getIn(english, [...item.image, "src"]);
        if (image?.type !== "image" || link(image.src) !== link(src)) {
          throw new Error(`${at_}: ends with the image ![…](${link(src)})`);
        }
        setIn(body, [...item.image, "alt"], image.text);
      }
      if (item.points) setIn(body, item.points, itemsOf(queue.pop(), at_));
      expectCount(queue.length, item.text.length, "paragraphs", at_);
      item.text.forEach((keys, index__) => setIn(body, keys, textOf(queue[index__], at_)));
    });
  });
  return body;
}

const readers = { legal: readLegal, release: readRelease, page: readPage, layout: readLayout };

/** `a` and `b` merged, objects and lists key by key; `b` wins where both have a value. */
function merge(a, b) {
  if (a && b && typeof a === "object" && typeof b === "object") {
    const out = Array.isArray(a) && Array.isArray(b) ? [...a] : { ...a };
    for (const [key, value] of Object.entries(b)) out[key] = merge(out[key], value);
    return out;
  }
  return b === undefined ? a : b;
}

/** A zod schema for text shaped as `text` (English's text tree): the same keys, lists, text. */
function schemaOf(text) {
  if (text === null) return z.null();
  if (typeof text === "string")
    return z.string().check(z.refine((value) => value.trim() !== "", "empty"));
  if (Array.isArray(text)) return z.tuple(text.map(schemaOf));
  return z.strictObject(
    Object.fromEntries(Object.entries(text).map(([key, value]) => [key, schemaOf(value)])),
  );
}

/** Puts null where English's text tree has null (a link or item with no words to translate). */
function keepNulls(englishText, text) {
  if (englishText === null) return null;
  if (Array.isArray(englishText))
    return englishText.map((item, index) => keepNulls(item, text?.[index]));
  if (englishText && typeof englishText === "object") {
    return Object.fromEntries(
      Object.keys(text ?? {}).map((key) => [
        key,
        englishText[key] === undefined ? text[key] : keepNulls(englishText[key], text[key]),
      ]),
    );
  }
  return text;
}

/**
 * A page's text read from its Markdown `source` (the file at `where`): the catalog text shaped as
 * `englishText` (English's text tree of the page), and its `sourceHash`, if any. Throws an error
 * naming the file and the place on anything that does not fit.
 */
export function fromMarkdown(document, englishText, source, where) {
  const match = /^---\n([\s\S]*?\n)?---\n([\s\S]*)$/.exec(source.replaceAll("\r\n", "\n"));
  if (!match) throw new Error(`${where}: no frontmatter: the file starts with a --- block`);
  let data;
  try {
    data = YAML.parse(match[1] ?? "") ?? {};
  } catch (error) {
    throw new Error(`${where}: frontmatter: ${error.message}`, { cause: error });
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new Error(`${where}: the frontmatter is a list of fields (key: value)`);
  }
  const { sourceHash, ...frontmatter } = data;
  if (sourceHash !== undefined && !/^[0-9a-f]{12}$/.test(String(sourceHash))) {
    throw new Error(`${where}: sourceHash is the 12-character hash of the English file`);
  }
  const body = readers[document.kind](
    document.english,
    readBlocks(marked.lexer(match[2]), where),
    where,
    document.href ?? ((href) => href),
    document,
    englishText,
  );
  const text = keepNulls(englishText, merge(frontmatter, body));
  const result = schemaOf(englishText).safeParse(text);
  if (!result.success) throw new Error(`${where}: ${z.prettifyError(result.error)}`);
  return { text: result.data, sourceHash };
}

// ---------------------------------------------------------------------------------------------
// Catalogs with their Markdown pages

const getIn = (value, keys) => keys.reduce((node, key) => node?.[key], value);

/** A page's text in a catalog-shaped tree (by module, then export). */
export function documentText(tree, document) {
  if (!document.exports) return getIn(tree, document.path);
  const module = tree[document.path[0]];
  if (!module) return undefined;
  return Object.fromEntries(
    document.exports.filter((name) => name in module).map((name) => [name, module[name]]),
  );
}

function setDocumentText(tree, document, text) {
  if (!document.exports) return setIn(tree, document.path, text);
  tree[document.path[0]] ??= {};
  Object.assign(tree[document.path[0]], text);
}

function setIn(value, keys, item) {
  let node = value;
  keys.slice(0, -1).forEach((key, index) => {
    node[key] ??= typeof keys[index + 1] === "number" ? [] : {};
    node = node[key];
  });
  node[keys.at(-1)] = item;
}

/**
 * A language's catalog with its Markdown pages' text in place, as the compile reads it: `json`
 * (content/i18n/<language>.json), `englishText` (English's full text tree, by module), `english`
 * (the English modules). A page without a file is left out, so its module is incomplete and, if
 * the module has nothing else, missing (the English fallback). `problems` lists files that do not
 * read; `hashes` each file's sourceHash by file.
 */
export function withMarkdownPages(locale, json, documents, englishText) {
  const out = structuredClone(json);
  const problems = [];
  const hashes = {};
  for (const document of documents) {
    const file = documentFile(locale, document);
    if (!fs.existsSync(file)) continue;
    const where = path.relative(root, file);
    try {
      const { text, sourceHash } = fromMarkdown(
        document,
        documentText(englishText, document),
        fs.readFileSync(file, "utf8"),
        where,
      );
      setDocumentText(out, document, text);
      hashes[document.file] = sourceHash;
    } catch (error) {
      problems.push(error.message);
    }
  }
  return { catalog: out, problems, hashes };
}

/** `catalog` without its Markdown pages' text: what content/i18n/<language>.json keeps. */
export function withoutMarkdownPages(catalog, documents) {
  const out = structuredClone(catalog);
  for (const document of documents) {
    const [name, exportName] = document.path;
    for (const key of document.exports ?? [exportName]) delete out[name]?.[key];
  }
  for (const name of markdownModules) {
    if (out[name] && Object.keys(out[name]).length === 0) delete out[name];
  }
  return out;
}

/**
 * Whether a language has any Markdown page of a module (without reading the English modules, for
 * vite.config.ts): a long page's module is translated when its catalog entry or its pages exist.
 */
export function hasMarkdownPages(locale, name) {
  return documentSets.some((set) => {
    if (set.module !== name) return false;
    if (set.file) return fs.existsSync(path.join(pagesDir, locale, `${set.file}.md`));
    const folder = path.join(pagesDir, locale, set.folder);
    return fs.existsSync(folder) && fs.readdirSync(folder).some((file) => file.endsWith(".md"));
  });
}
