// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { countWords, escapeHtml, postBodyHtml, readingMinutes } from "./post-content";

describe("postBodyHtml", () => {
  it("returns the post's own body unchanged", () => {
    const fullContent = "<h2>Heading</h2><p>Body</p>";
    expect(postBodyHtml({ title: "T", excerpt: "E", fullContent })).toBe(fullContent);
  });

  it("builds placeholder content from the title and excerpt when the body is missing or blank", () => {
    for (const fullContent of [undefined, "", "   \n"]) {
      const html = postBodyHtml({ title: "Cloud costs", excerpt: "Why bills grow.", fullContent });
      const doc = new DOMParser().parseFromString(html, "text/html");
      expect(doc.querySelector("p")?.textContent).toBe("Why bills grow.");
      expect(doc.querySelector("h2")?.textContent).toBe("About this article");
      expect(doc.body.textContent).toContain("“Cloud costs”");
    }
  });

  it("escapes markup in the title and excerpt of the placeholder", () => {
    const html = postBodyHtml({ title: "<script>alert(1)</script>", excerpt: '<img src=x onerror="x()">' });
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("script, img")).toBeNull();
    expect(doc.body.textContent).toContain('<img src=x onerror="x()">');
    expect(doc.body.textContent).toContain("<script>alert(1)</script>");
  });
});

describe("escapeHtml", () => {
  it("escapes the five significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("countWords and readingMinutes", () => {
  it("counts words in text, not in tags or entities", () => {
    expect(countWords('<p>Hello <strong>big</strong> world</p><img src="a.svg" alt="x">')).toBe(3);
    expect(countWords("<p>Ops &amp; Dev &mdash; together</p>")).toBe(3);
    expect(countWords("")).toBe(0);
  });

  it("rounds reading time up and never shows zero", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(221)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${"word ".repeat(220)}</p>`)).toBe(1);
  });
});
