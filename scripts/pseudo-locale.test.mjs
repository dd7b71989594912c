import { describe, expect, it } from "vitest";
import { pseudoMarkdown, pseudoText } from "./pseudo-locale.mjs";

describe("pseudoText", () => {
  it("accents every letter, lengthens and brackets, and leaves no ASCII letter", () => {
    const text = pseudoText("Send message", "xa");
    expect(text).toBe("[Šéñð ɱéššáĝé····]");
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text.length).toBeGreaterThan("Send message".length * 1.3);
  });

  it("keeps surrounding spaces outside, and text without letters as it is", () => {
    expect(pseudoText(" (opens in a new tab)", "xa")).toMatch(/^ \[/);
    expect(pseudoText("24/7 – 99.9%", "xa")).toBe("24/7 – 99.9%");
  });

  it("wraps the right-to-left pseudo-locale in override marks", () => {
    expect(pseudoText("Cart", "xb")).toBe("\u202e[Çáŕţ··]\u202c");
  });
});

describe("pseudoMarkdown", () => {
  it("changes the text and visible frontmatter, never the syntax, links or placeholders", () => {
    const post = [
      "---",
      "id: 4",
      'title: "DevOps Trends"',
      "category: DevOps",
      "tags: [Platform Engineering, CI/CD]",
      "---",
      "",
      "## 1. Platform engineering",
      "",
      "- A [guide](/blog/x) for `npm test` at {{site.shortName}}.",
    ].join("\n");
    const out = pseudoMarkdown(post, "xa");
    expect(out).toContain("id: 4\n");
    expect(out).toContain("category: DevOps\n");
    expect(out).toContain('title: "[ÐéṽÖþš Ţŕéñðš····]"');
    expect(out).toContain("## [1. Þļáţƒöŕɱ éñĝîñééŕîñĝ····· ··]");
    expect(out).toContain("](/blog/x)");
    expect(out).toContain("`npm test`");
    expect(out).toContain("{{site.shortName}}");
    const text = out.split("---")[2].replace(/`[^`]*`|\]\([^)]*\)|\{\{[^}]*\}\}/g, "");
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
