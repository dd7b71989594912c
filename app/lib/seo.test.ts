import { describe, expect, it } from "vitest";
import { shellCopy } from "~/content/nav";
import { shellCopy as frenchShellCopy } from "~/content/compiled/fr/nav";
import { loaderMeta, passingPageMeta } from "./route-meta";
import { breadcrumbJsonLd, pageMeta, topLevelPageMeta } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Pricing",
    description: "Plans and prices.",
    path: "/pricing",
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

  it("gives the default image the shell's alt text in the page's language", () => {
    const french = pageMeta({
      locale: "fr",
      title: "Tarifs",
      description: "Forfaits et prix.",
      path: "/pricing",
    });
    for (const tag of [{ property: "og:image:alt" }, { name: "twitter:image:alt" }]) {
      expect(french).toContainEqual({ ...tag, content: frenchShellCopy.socialImageAlt });
    }
    expect(meta).toContainEqual({ property: "og:image:alt", content: shellCopy.socialImageAlt });
    expect(frenchShellCopy.socialImageAlt).not.toBe(shellCopy.socialImageAlt);
  });

  it("marks private pages noindex", () => {
    const admin = pageMeta({
      title: "Admin",
      description: "x",
      path: "/admin",
      noindex: true,
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

describe("breadcrumbJsonLd in another language", () => {
  it("names Home in the page's language and links the localised paths", () => {
    const data = breadcrumbJsonLd([{ name: "Contact", path: "/contact" }], "fr");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.northpine.tech/fr" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Contact",
        item: "https://www.northpine.tech/fr/contact",
      },
    ]);
  });
});

describe("topLevelPageMeta", () => {
  const jsonLd = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));

  it("gives the page's tags with its breadcrumb first, then the page's own JSON-LD", () => {
    const faq = { "@type": "FAQPage" };
    const meta = topLevelPageMeta({
      title: "Support",
      description: "Help.",
      path: "/support",
      jsonLd: [faq],
    });
    expect(meta).toContainEqual({ title: "Support | Northpine Technologies" });
    expect(jsonLd(meta)).toEqual([breadcrumbJsonLd([{ name: "Support", path: "/support" }]), faq]);
  });

  it("names the crumb apart from the title when asked", () => {
    const meta = topLevelPageMeta({
      locale: "ar",
      title: "سوق الحلول",
      crumb: "السوق",
      description: "…",
      path: "/marketplace",
    });
    expect(jsonLd(meta)).toEqual([
      breadcrumbJsonLd([{ name: "السوق", path: "/marketplace" }], "ar"),
    ]);
  });
});

describe("loaderMeta", () => {
  it("gives the tags the loader built, and none when meta runs without the loader's data", () => {
    const meta = [{ title: "Pricing | Northpine Technologies" }];
    expect(loaderMeta({ meta })).toBe(meta);
    expect(loaderMeta(undefined)).toEqual([]);
  });
});

describe("passingPageMeta", () => {
  it("brands the title once, keeps the description and keeps the page out of search results", () => {
    expect(passingPageMeta({ title: "Post not found", description: "Back to the blog." })).toEqual([
      { title: "Post not found | Northpine Technologies" },
      { name: "description", content: "Back to the blog." },
      { name: "robots", content: "noindex, nofollow" },
    ]);
    expect(passingPageMeta({ title: "Northpine Technologies", description: "" })[0]).toEqual({
      title: "Northpine Technologies",
    });
  });
});
