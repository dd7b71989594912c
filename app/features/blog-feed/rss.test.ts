// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/content/site";
import { buildRssFeed, escapeXml, rfc822 } from "./rss";

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent ?? null;

describe("buildRssFeed", () => {
  const doc = parse(buildRssFeed());
  const items = [...doc.getElementsByTagName("item")];

  it("is an RSS 2.0 document with a channel that links to the blog", () => {
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.getElementsByTagName("channel")[0]!;
    expect(text(channel, "title")).toMatch(/Blog$/);
    expect(text(channel, "link")).toBe(absoluteUrl("/blog"));
    expect(text(channel, "description")?.length).toBeGreaterThan(20);
  });

  it("has five items with every required field and absolute links", () => {
    expect(items).toHaveLength(5);
    for (const item of items) {
      for (const field of ["title", "link", "guid", "pubDate", "description", "category"]) {
        expect(text(item, field), field).toBeTruthy();
      }
      const link = text(item, "link")!;
      expect(link.startsWith(absoluteUrl("/blog/"))).toBe(true);
      expect(text(item, "guid")).toBe(link);
      expect(item.getElementsByTagName("guid")[0]!.getAttribute("isPermaLink")).toBe("true");
      expect(Number.isNaN(Date.parse(text(item, "pubDate")!))).toBe(false);
    }
  });

  it("lists the posts newest first", () => {
    const dates = items.map((item) => Date.parse(text(item, "pubDate")!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("escapes markup and ampersands in post fields", () => {
    const xml = buildRssFeed([
      {
        slug: "a-b",
        title: "Ops & Dev <together>",
        date: "2025-03-04",
        author: "O'Neil",
        category: "R&D",
        excerpt: '<script>alert("x")</script>',
      },
    ]);
    const item = parse(xml).getElementsByTagName("item")[0]!;
    expect(text(item, "title")).toBe("Ops & Dev <together>");
    expect(text(item, "category")).toBe("R&D");
    expect(text(item, "description")).toBe('<script>alert("x")</script>');
    expect(item.getElementsByTagName("script")).toHaveLength(0);
  });

  it("is still valid with no posts", () => {
    const empty = parse(buildRssFeed([]));
    expect(empty.getElementsByTagName("item")).toHaveLength(0);
  });
});

describe("rfc822 and escapeXml", () => {
  it("formats dates in RFC 822 form in GMT", () => {
    expect(rfc822("2025-05-12")).toBe("Mon, 12 May 2025 00:00:00 GMT");
  });
  it("escapes the five XML entities", () => {
    expect(escapeXml(`<a b="c" d='e'>&</a>`)).toBe("&lt;a b=&quot;c&quot; d=&apos;e&apos;&gt;&amp;&lt;/a&gt;");
  });
});
