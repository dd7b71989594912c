import { expect, gotoHydrated, test } from "./fixtures";

test.describe("blog RSS feed", () => {
  test("is RSS 2.0 XML with five items whose links open the posts", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();

    await gotoHydrated(page, "/blog");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const text = (parent: Element, name: string) =>
        parent.getElementsByTagName(name)[0]?.textContent ?? "";
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        channelLink: text(doc.getElementsByTagName("channel")[0]!, "link"),
        items: [...doc.getElementsByTagName("item")].map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          guid: text(item, "guid"),
          pubDate: text(item, "pubDate"),
          description: text(item, "description"),
          category: text(item, "category"),
        })),
      };
    }, xml);

    expect(feed.error).toBe(false);
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.channelLink).toMatch(/^https:\/\/[^/]+\/blog$/);
    expect(feed.items).toHaveLength(5);

    for (const item of feed.items) {
      expect(item.title).not.toBe("");
      expect(item.description).not.toBe("");
      expect(item.category).not.toBe("");
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      const url = new URL(item.link);
      expect(url.protocol).toBe("https:");
      expect(url.pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);

      // The same path on this server is the post the item describes.
      const page200 = await request.get(url.pathname);
      expect(page200.status()).toBe(200);
      const html = await page200.text();
      const heading = html
        .match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]
        ?.replaceAll("&#x27;", "'")
        .replaceAll("&amp;", "&");
      expect(heading).toBe(item.title);
    }

    await gotoHydrated(page, new URL(feed.items[0]!.link).pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(feed.items[0]!.title);
  });
});
