import { describe, expect, it } from "vitest";
import { postPageCopy } from "~/content/blog";
import { postSummaries } from "~/content/posts/catalogue";
import { postStaticHtml } from "./post-static";

const post = postSummaries[0]!;

function render(overrides: Partial<typeof post> = {}, locale: "en" | "fr" = "en") {
  const summary = { ...post, ...overrides };
  return postStaticHtml({
    byline: { post: summary, views: 1234, minutes: 7, copy: postPageCopy.byline, locale },
    tags: { tags: summary.tags, heading: postPageCopy.tagsHeading },
  });
}

const text = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box;
};

describe("postStaticHtml", () => {
  it("writes the byline the page shows: author, role, long date, views and reading time", () => {
    const byline = text(render().byline);
    expect(byline.textContent).toContain(`By ${post.author}, ${post.authorRole}`);
    expect(byline.querySelector("time")?.getAttribute("datetime")).toBe(post.date);
    expect(byline.textContent).toContain("1,234 views");
    expect(byline.textContent).toContain("7 min read");
  });

  it("writes the tags as a labelled list", () => {
    const tags = text(render().tags);
    const list = tags.querySelector("ul");
    expect(list?.getAttribute("aria-labelledby")).toBe("post-tags");
    expect(tags.querySelector("#post-tags")?.textContent).toBe("Tags");
    expect([...(list?.querySelectorAll("li") ?? [])].map((item) => item.textContent)).toEqual(post.tags);
  });

  it("escapes whatever the content holds, so it is text and never markup", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const html = render({ author: hostile, tags: [hostile] });
    for (const part of [html.byline, html.tags]) {
      expect(part).not.toContain("<img");
      expect(text(part).textContent).toContain(hostile);
    }
  });
});
