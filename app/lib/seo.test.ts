import { describe, expect, it } from "vitest";
import { shellCopy } from "~/content/nav";
import { shellCopy as frenchShellCopy } from "~/content/locales/fr/nav";
import { breadcrumbJsonLd, defaultSocialImage, pageMeta, withoutPageData } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Pricing",
    description: "Plans and prices.",
    path: "/pricing",
    matches: [],
  });

  it("brands the title and sets an absolute canonical", () => {
    expect(meta).toContainEqual({ title: "Pricing | Northpine Technologies" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.northpine.tech/pricing",
    });
  });

  it("adds Open Graph and Twitter tags with an absolute image", () => {
    expect(meta).toContainEqual({
      property: "og:url",
      content: "https://www.northpine.tech/pricing",
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://www.northpine.tech/images/social/default.png",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("gives the default image the alt text of the page's language, from the shell's data", () => {
    const french = pageMeta({
      locale: "fr",
      title: "Tarifs",
      description: "Forfaits et prix.",
      path: "/pricing",
      matches: [{ id: "root" }, { id: "routes/shell", loaderData: { copy: frenchShellCopy } }],
    });
    for (const tag of [{ property: "og:image:alt" }, { name: "twitter:image:alt" }]) {
      expect(french).toContainEqual({ ...tag, content: frenchShellCopy.socialImageAlt });
    }
    // Without the shell's data (an error page), the English source text.
    expect(meta).toContainEqual({ property: "og:image:alt", content: shellCopy.socialImageAlt });
    expect(defaultSocialImage.alt).toBe(shellCopy.socialImageAlt);
  });

  it("marks private pages noindex", () => {
    const admin = pageMeta({
      title: "Admin",
      description: "x",
      path: "/admin",
      noindex: true,
      matches: [],
    });
    expect(admin).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});

describe("breadcrumbJsonLd", () => {
  it("starts at Home and numbers the trail", () => {
    const data = breadcrumbJsonLd([{ name: "Blog", path: "/blog" }]);
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.northpine.tech/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.northpine.tech/blog" },
    ]);
  });
});

describe("withoutPageData", () => {
  it("tells a meta call without its loader's data from one with it", () => {
    expect(withoutPageData(undefined)).toBe(true);
    expect(withoutPageData({ title: "Pricing" })).toBe(false);
    expect(withoutPageData(null)).toBe(false);
  });
});
