// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  blogCategories,
  coverSrc,
  findPostSummary,
  postAliases,
  postRedirectTarget,
  postSummaries,
  resolvePostAlias,
  socialImageSrc,
} from "./posts/catalogue";
import { isPostSlug, postSlugs } from "./posts/addresses";
import {
  categoryLabelsFor,
  findPost,
  findPostFor,
  posts,
  postsFor,
  postSummariesFor,
} from "./posts";
import { localeInfo, siteLocales } from "../lib/locales";

const publicFile = (src: string) => path.join(process.cwd(), "public", src);

/** Words as the language divides them: Japanese and Chinese put no spaces between theirs. */
function words(doc: Document, lang = "en"): number {
  const segments = new Intl.Segmenter(lang, { granularity: "word" }).segment(
    doc.body.textContent ?? "",
  );
  return [...segments].filter((segment) => segment.isWordLike).length;
}

describe("post addresses", () => {
  it("lists exactly the posts' slugs for the browser's checks", () => {
    expect([...postSlugs].sort()).toEqual(postSummaries.map((post) => post.slug).sort());
    expect(isPostSlug("devops-trends-2025")).toBe(true);
    expect(isPostSlug("future-of-ai")).toBe(false);
    expect(isPostSlug(undefined)).toBe(false);
  });
});

describe("blog posts", () => {
  it("are the five posts of the spec, one per category, with unique ids", () => {
    expect(posts.map((post) => post.slug).sort()).toEqual([
      "data-driven-decision-making",
      "devops-trends-2025",
      "future-of-ai-in-business",
      "mastering-cloud-security",
      "navigating-digital-transformation",
    ]);
    expect(posts.map((post) => post.category).sort()).toEqual([...blogCategories].sort());
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });

  it.each(posts)("$slug has complete, valid fields", (post) => {
    expect(post.date).toMatch(/^2025-\d{2}-\d{2}$/);
    expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
    expect(post.title.length).toBeGreaterThan(10);
    expect(post.author).toMatch(/^\S+ \S+/);
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(new Set(post.tags).size).toBe(post.tags.length);
    expect(post.excerpt.length).toBeGreaterThan(60);
    expect(post.imageAlt.length).toBeGreaterThan(10);
    expect(fs.existsSync(publicFile(coverSrc(post.imageSlug))), "cover file").toBe(true);
    expect(fs.existsSync(publicFile(socialImageSrc(post.imageSlug))), "social image").toBe(true);
  });

  it.each(posts)(
    "$slug is a real article of 600 to 1200 words with h2, p, ul, ol and a diagram",
    (post) => {
      const doc = new DOMParser().parseFromString(post.fullContent ?? "", "text/html");
      const count = words(doc);
      expect(count).toBeGreaterThanOrEqual(600);
      expect(count).toBeLessThanOrEqual(1200);
      for (const tag of ["h2", "p", "ul", "ol", "figure.diagram"]) {
        expect(doc.querySelectorAll(tag).length, tag).toBeGreaterThan(0);
      }
      // Diagrams are HTML (issue 18): a title, then the steps as a list the theme can colour.
      for (const figure of doc.querySelectorAll("figure.diagram")) {
        expect(figure.firstElementChild?.tagName).toBe("FIGCAPTION");
        expect(figure.querySelectorAll(":scope > ol > li").length).toBeGreaterThan(2);
      }
      // The page's only h1 is the title; the body must not add another or skip to h3 first.
      expect(doc.querySelector("h1")).toBeNull();
      for (const img of doc.querySelectorAll("img")) {
        const src = img.getAttribute("src") ?? "";
        expect(src).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
        expect(fs.existsSync(publicFile(src)), src).toBe(true);
        expect(img.getAttribute("alt")?.length).toBeGreaterThan(10);
        expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
        expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
        expect(img.getAttribute("loading")).toBe("lazy");
      }
      // Trusted content still carries no scripts, inline handlers or remote resources.
      expect(doc.querySelector("script, iframe, style")).toBeNull();
      expect(post.fullContent).not.toMatch(/\son\w+=|javascript:|https?:\/\//i);
      // Template placeholders must all have been filled in.
      expect(post.fullContent).not.toContain("${");
    },
  );
});

describe("post lookup", () => {
  it("finds posts by slug and nothing for unknown or missing slugs", () => {
    expect(findPost("devops-trends-2025")?.category).toBe("DevOps");
    expect(findPost("nope")).toBeUndefined();
    expect(findPost(undefined)).toBeUndefined();
    expect(findPostSummary("mastering-cloud-security")?.category).toBe("Cybersecurity");
  });

  it("maps the short alias to an existing post and ignores inherited keys", () => {
    expect(resolvePostAlias("future-of-ai")).toBe("future-of-ai-in-business");
    expect(resolvePostAlias("constructor")).toBeUndefined();
    expect(resolvePostAlias(undefined)).toBeUndefined();
    for (const target of Object.values(postAliases)) expect(findPost(target)).toBeDefined();
  });

  it("sends an alias to its post and any other unknown address to the blog", () => {
    expect(postRedirectTarget("future-of-ai")).toBe("/blog/future-of-ai-in-business");
    expect(postRedirectTarget("no-such-post")).toBe("/blog");
    expect(postRedirectTarget("constructor")).toBe("/blog");
    expect(postRedirectTarget(undefined)).toBe("/blog");
  });
});

const translations = siteLocales.filter((locale) => locale !== "en");

/** Every element of a body as tag and class, in document order: the Markdown's structure. */
function structure(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.body.querySelectorAll("*")].map(
    (element) => `${element.tagName}.${element.className}`,
  );
}

function blocks(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.body.querySelectorAll("h2, p, li, figcaption")].map((element) =>
    (element.textContent ?? "").trim(),
  );
}

describe.each(translations)("the %s posts", (locale) => {
  const translated = postsFor(locale);

  it("translate every English post, with the same id, date, author, category key and cover", () => {
    const shared = (post: (typeof posts)[number]) => [
      post.slug,
      post.id,
      post.date,
      post.author,
      post.category,
      post.imageSlug,
    ];
    expect(translated.map(shared)).toEqual(posts.map(shared));
    expect(postSummariesFor(locale).map((post) => post.slug)).toEqual(
      posts.map((post) => post.slug),
    );
  });

  it.each(posts)("translate the copy of $slug and keep its Markdown structure", (english) => {
    const post = findPostFor(locale, english.slug);
    expect(post?.fullContent).toBeDefined();
    const html = post?.fullContent ?? "";
    for (const key of ["title", "authorRole", "excerpt", "imageAlt"] as const) {
      expect(post?.[key], key).not.toBe(english[key]);
    }
    expect(post?.tags.length).toBe(english.tags.length);
    expect(structure(html)).toEqual(structure(english.fullContent ?? ""));
    // No paragraph, heading or list item left in English (product names alone may stay).
    const englishBlocks = new Set(
      blocks(english.fullContent ?? "").filter((text) => /\s/.test(text)),
    );
    expect(blocks(html).filter((text) => englishBlocks.has(text))).toEqual([]);
    // A translation runs a little longer or shorter than the source, never a fraction of it.
    const doc = new DOMParser().parseFromString(html, "text/html");
    const source = new DOMParser().parseFromString(english.fullContent ?? "", "text/html");
    // (Japanese divides into shorter words than English: about 1.45 of them per English word.)
    const lang = localeInfo(locale).lang;
    expect(words(doc, lang)).toBeGreaterThan(words(source) * 0.7);
    expect(words(doc, lang)).toBeLessThan(words(source) * 1.6);
    expect(html).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:|https?:\/\//i);
  });

  it("labels every category key", () => {
    const labels = categoryLabelsFor(locale);
    expect(Object.keys(labels).sort()).toEqual([...blogCategories].sort());
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe("");
  });
});

describe("the French posts", () => {
  it("use Canadian French typography: non-breaking spaces inside « » and before a colon", () => {
    const copy = JSON.stringify(postsFor("fr"));
    expect(copy).toMatch(/«\u00a0/);
    expect(copy).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»| :/);
  });
});

describe("the English category labels", () => {
  it("are the category keys themselves", () => {
    expect(Object.entries(categoryLabelsFor("en")).every(([key, label]) => key === label)).toBe(
      true,
    );
  });
});
