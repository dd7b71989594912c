import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

const url = "https://example.com/blog/devops-trends-2025";
const title = "DevOps & You: What's Next?";

function byNetwork(network: string) {
  const link = shareLinks(url, title).find((item) => item.network === network);
  if (!link) throw new Error(`no ${network} link`);
  return new URL(link.href);
}

describe("shareLinks", () => {
  it("builds an X intent carrying the URL and the title", () => {
    const link = byNetwork("x");
    expect(link.origin + link.pathname).toBe("https://twitter.com/intent/tweet");
    expect(link.searchParams.get("url")).toBe(url);
    expect(link.searchParams.get("text")).toBe(title);
  });

  it("builds a LinkedIn share carrying the URL and the title", () => {
    const link = byNetwork("linkedin");
    expect(link.origin + link.pathname).toBe("https://www.linkedin.com/shareArticle");
    expect(link.searchParams.get("url")).toBe(url);
    expect(link.searchParams.get("title")).toBe(title);
  });

  it("builds a Facebook share carrying the URL only", () => {
    const link = byNetwork("facebook");
    expect(link.origin + link.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(link.searchParams.get("u")).toBe(url);
    expect([...link.searchParams.keys()]).toEqual(["u"]);
  });

  it("encodes characters that would otherwise break the query", () => {
    const [x] = shareLinks(url, "A&B=C #1");
    expect(x!.href).toContain("text=A%26B%3DC%20%231");
  });
});
