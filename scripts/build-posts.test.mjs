import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir, generatedDir, generatedModules, loadPosts, parsePostFile } from "./build-posts.mjs";

describe("the generated post modules", () => {
  it("are exactly what `npm run posts` writes for the current Markdown files", () => {
    const modules = generatedModules(loadPosts());
    expect(fs.readdirSync(generatedDir).sort()).toEqual(Object.keys(modules).sort());
    for (const [name, text] of Object.entries(modules)) {
      expect(fs.readFileSync(path.join(generatedDir, name), "utf8"), name).toBe(text);
    }
  });
});

describe("the frontmatter reader", () => {
  it("reads bare, quoted, numeric and list values", () => {
    const { data, body } = parsePostFile(
      '---\nid: 7\ntitle: "A: quoted \\"title\\""\nauthor: Maya Thompson\ntags: [AI, "CI/CD, pipelines", Strategy]\n---\n\nBody text.\n',
    );
    expect(data).toEqual({
      id: 7,
      title: 'A: quoted "title"',
      author: "Maya Thompson",
      tags: ["AI", "CI/CD, pipelines", "Strategy"],
    });
    expect(body.trim()).toBe("Body text.");
  });

  it("refuses what it cannot read instead of guessing", () => {
    expect(() => parsePostFile("title: no block\n")).toThrow(/no frontmatter/);
    expect(() => parsePostFile("---\n- a list item\n---\nBody\n")).toThrow(/cannot read frontmatter line/);
    expect(() => parsePostFile("---\nid: 1\nid: 2\n---\nBody\n")).toThrow(/duplicate field "id"/);
    expect(() => parsePostFile("---\ntags: [a, b\n---\nBody\n")).toThrow(/unterminated list/);
  });
});

describe("a broken post stops the build and names the file", () => {
  let dir;

  function copyContent() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "posts-"));
    fs.cpSync(contentDir, dir, { recursive: true });
    return dir;
  }

  function edit(file, change) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")));
  }

  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("a missing field", () => {
    copyContent();
    edit("fr/devops-trends-2025.md", (text) => text.replace(/^excerpt:.*\n/m, ""));
    expect(() => loadPosts(dir)).toThrow(/fr\/devops-trends-2025\.md: invalid frontmatter[\s\S]*excerpt/);
  });

  it("an unknown field", () => {
    copyContent();
    edit("en/devops-trends-2025.md", (text) => text.replace("---\n\n", "subtitle: extra\n---\n\n"));
    expect(() => loadPosts(dir)).toThrow(/en\/devops-trends-2025\.md: invalid frontmatter[\s\S]*subtitle/);
  });

  it("an unknown category", () => {
    copyContent();
    edit("en/devops-trends-2025.md", (text) => text.replace("category: DevOps", "category: Gardening"));
    expect(() => loadPosts(dir)).toThrow(/en\/devops-trends-2025\.md: invalid frontmatter[\s\S]*category/);
  });

  it("a date that is not a calendar date", () => {
    copyContent();
    edit("ar/devops-trends-2025.md", (text) => text.replace("date: 2025-01-21", "date: 2025-02-30"));
    expect(() => loadPosts(dir)).toThrow(/ar\/devops-trends-2025\.md: invalid frontmatter[\s\S]*date/);
  });

  it("a translation whose slug has no English post", () => {
    copyContent();
    fs.renameSync(path.join(dir, "fr/devops-trends-2025.md"), path.join(dir, "fr/tendances-devops-2025.md"));
    expect(() => loadPosts(dir)).toThrow(/fr\/tendances-devops-2025\.md: no English post with the slug/);
  });

  it("a missing translation", () => {
    copyContent();
    fs.rmSync(path.join(dir, "ar/mastering-cloud-security.md"));
    expect(() => loadPosts(dir)).toThrow(/en\/mastering-cloud-security\.md: no ar translation/);
  });

  it("a translation whose shared data differs from the English post", () => {
    copyContent();
    edit("fr/mastering-cloud-security.md", (text) => text.replace("imageSlug: mastering-cloud-security", "imageSlug: other-cover"));
    expect(() => loadPosts(dir)).toThrow(/fr\/mastering-cloud-security\.md: imageSlug must be "mastering-cloud-security"/);
  });

  it("two English posts with the same id", () => {
    copyContent();
    edit("en/devops-trends-2025.md", (text) => text.replace(/^id: \d+$/m, "id: 1"));
    expect(() => loadPosts(dir)).toThrow(/id 1 is also used by/);
  });

  it("a category without a label in one locale", () => {
    copyContent();
    edit("categories.json", (text) => {
      const categories = JSON.parse(text);
      delete categories.DevOps.ar;
      return JSON.stringify(categories);
    });
    expect(() => loadPosts(dir)).toThrow(/categories\.json/);
  });

  it("a placeholder that is not a text field of the site config", () => {
    copyContent();
    edit("fr/devops-trends-2025.md", (text) => `${text}\nChez {{site.slogan}}.\n`);
    expect(() => loadPosts(dir)).toThrow(/fr\/devops-trends-2025\.md: \{\{site\.slogan\}\} is not a text field/);
  });
});
