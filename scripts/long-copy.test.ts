import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandArguments, extractText } from "../app/content/catalog";
import type { CatalogValue } from "../app/content/catalog";
import * as about from "../app/content/about";
import * as aiDocs from "../app/content/ai-docs";
import * as apiDocs from "../app/content/api-docs";
import * as expertise from "../app/content/expertise";
import * as legal from "../app/content/legal";
import * as press from "../app/content/press";
import * as productPages from "../app/content/product-pages";
import * as services from "../app/content/services";
import * as solutions from "../app/content/solutions";
import { siteLocales } from "../app/lib/locales";
import {
  documentFile,
  documentsOf,
  fileHash,
  fromMarkdown,
  hasMarkdownPages,
  toMarkdown,
  withoutMarkdownPages,
} from "./long-copy.mjs";

type Document = ReturnType<typeof documentsOf>[number] & { exports?: string[] };

const english = {
  about,
  "ai-docs": aiDocs,
  "api-docs": apiDocs,
  legal,
  press,
  services,
  solutions,
  "product-pages": productPages,
  expertise,
} as Record<string, Record<string, unknown>>;
const documents: Document[] = documentsOf(english, brandArguments);
const byFile = (file: string) => documents.find((document) => document.file === file)!;

/** English's text of a page, as the catalogs hold it. */
function englishText(document: Document): CatalogValue {
  const [name, exportName, key] = document.path as [string, string?, (string | number)?];
  if (document.exports) {
    return Object.fromEntries(
      document.exports.map((item: string) => [
        item,
        extractText(english[name]![item], item, `${name}.${item}`)!,
      ]),
    );
  }
  const value = key === undefined ? english[name]![exportName!] : document.english;
  const where = [name, exportName, key].filter((part) => part !== undefined).join(".");
  return extractText(value, key === undefined ? exportName : String(key), where)!;
}

const read = (document: Document, source: string) =>
  fromMarkdown(document, englishText(document), source, "test.md");

describe("the Markdown pages", () => {
  it("cover the legal documents, the press releases, the documentation, the about page and the service, solution, product and expertise pages", () => {
    const folders = new Set(documents.map((document) => document.file.split("/")[0]));
    expect([...folders].sort()).toEqual([
      "about",
      "docs",
      "expertise",
      "legal",
      "press",
      "products",
      "services",
      "solutions",
    ]);
    expect(documents.filter((document) => document.file.startsWith("press/"))).toHaveLength(
      press.pressReleases.length,
    );
  });

  it("in English are the English modules' text today (run `npm run i18n:extract` after editing English)", () => {
    for (const document of documents) {
      const file = documentFile("en", document);
      expect(fs.readFileSync(file, "utf8"), path.relative(".", file)).toBe(
        toMarkdown(document, englishText(document)),
      );
    }
  });

  it("read back exactly the text they were written from, in English", () => {
    for (const document of documents) {
      const text = englishText(document);
      expect(read(document, toMarkdown(document, text)).text, document.file).toEqual(text);
    }
  });

  it.each(siteLocales.filter((locale) => locale !== "en"))(
    "in %s: every page read, and written back as the same file",
    (locale) => {
      for (const document of documents) {
        const file = documentFile(locale, document);
        expect(fs.existsSync(file), path.relative(".", file)).toBe(true);
        const source = fs.readFileSync(file, "utf8");
        const { text, sourceHash } = read(document, source);
        expect(sourceHash, `${document.file}: the English file's hash`).toMatch(/^[0-9a-f]{12}$/);
        expect(toMarkdown(document, text, sourceHash)).toBe(source);
      }
    },
  );

  it("know a language's pages without reading them", () => {
    expect(hasMarkdownPages("fr", "legal")).toBe(true);
    expect(hasMarkdownPages("fr", "services")).toBe(true);
    expect(hasMarkdownPages("zz", "legal")).toBe(false);
  });
});

describe("writing and reading a page", () => {
  const release = byFile("press/opens-barrie-headquarters");
  const releaseText = englishText(release) as {
    title: string;
    excerpt: string;
    body: Array<Record<string, unknown>>;
  };

  it("keeps text that looks like Markdown as text", () => {
    const hostile = [
      "# not a heading",
      "1. not a list",
      "- not an item",
      "> not a quote",
      "*stars* and _underscores_ and `ticks`",
      "[not a link](https://example.com) <b>not HTML</b> \\ backslash",
      "=== and +++ and 2) and &amp; stay",
    ];
    const body = releaseText.body.map((block) =>
      "text" in block && !("by" in block) ? { ...block, text: hostile.join(" ") } : block,
    );
    const text = { ...releaseText, title: "{brandName}: a #1 title", body };
    expect(read(release, toMarkdown(release, text)).text).toEqual(text);
    for (const start of hostile) {
      const one = {
        ...text,
        body: body.map((block) =>
          "by" in block || !("text" in block) ? block : { ...block, text: start },
        ),
      };
      expect(read(release, toMarkdown(release, one)).text, start).toEqual(one);
    }
  });

  it("writes the English hash into a translation's frontmatter and reads it back", () => {
    const source = toMarkdown(release, releaseText, fileHash("English file"));
    expect(source.split("\n")[1]).toBe(`sourceHash: ${fileHash("English file")}`);
    expect(read(release, source).sourceHash).toBe(fileHash("English file"));
  });

  it("leaves the pages' text out of the catalog file", () => {
    const catalog = {
      legal: { legalPageCopy: { eyebrow: "Legal" }, privacyPolicy: { title: "x" } },
      services: { servicePages: {} },
    };
    expect(withoutMarkdownPages(catalog, documents)).toEqual({
      legal: { legalPageCopy: { eyebrow: "Legal" } },
    });
  });
});

describe("a page that does not fit stops the build, naming the file and the place", () => {
  const privacy = byFile("legal/privacy-policy");
  const source = toMarkdown(privacy, englishText(privacy), fileHash("en"));
  const service = byFile("services/msp-devops");
  const serviceSource = toMarkdown(service, englishText(service));

  it.each([
    [
      "a link to another address",
      source.replace("](/cookie-policy)", "](/elsewhere)"),
      /test\.md, section "Information We Collect", block \d+: a link to \/cookie-policy expected/,
    ],
    [
      "a section left out",
      source.replace(/\n## Introduction\n/, "\n"),
      /test\.md: 5 introductory paragraphs where English has 1/,
    ],
    [
      "emphasis",
      source.replace("We collect only what we need", "We collect **only** what we need"),
      /test\.md: strong is not supported here/,
    ],
    ["a numbered list", source.replace(/\n- /, "\n1. "), /numbered list is not supported/],
    [
      "a frontmatter field English does not have",
      source.replace("title:", "subtitle: x\ntitle:"),
      /test\.md: .*subtitle/s,
    ],
    [
      "a frontmatter field left empty",
      source.replace(/^description: .*$/m, 'description: " "'),
      /test\.md: .*description/s,
    ],
    [
      "a hash that is not one",
      source.replace(/^sourceHash: .*$/m, "sourceHash: latest"),
      /sourceHash is the 12-character hash/,
    ],
    ["no frontmatter", source.replace(/^---\n[\s\S]*?\n---\n/, ""), /no frontmatter/],
  ])("%s", (_, broken, message) => {
    expect(() => read(privacy, broken)).toThrow(message);
  });

  it("a milestone left out of the about page, or a portrait moved", () => {
    const page = byFile("about");
    const pageSource = toMarkdown(page, englishText(page));
    expect(() =>
      read(page, pageSource.replace(/\n### Founded in Barrie\n\n[^\n]+\n\n[^\n]+\n/, "\n")),
    ).toThrow(/test\.md, "Our journey": 4 ### headings where English has 5/);
    expect(() =>
      read(page, pageSource.replace("](/images/about/danielle-okafor.svg)", "](/x.svg)")),
    ).toThrow(/"Danielle Okafor": ends with the image/);
  });

  it("an image moved or a card's heading lost on a service page", () => {
    expect(() =>
      read(service, serviceSource.replace("](/images/services/msp-devops.svg)", "](/x.svg)")),
    ).toThrow(/ends with the image/);
    expect(() => read(service, serviceSource.replace(/\n### [^\n]+\n/, "\n"))).toThrow(
      /"Managed IT services": 2 introductory paragraphs where English has 1/,
    );
  });
});
