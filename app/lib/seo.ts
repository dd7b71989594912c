import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/content/site";
import { alternatePaths, localizedPath, openGraphLocale } from "~/lib/i18n";
import { defaultLocale, siteLocales } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";

export type PageMeta = {
  /** Page title without the brand; the brand is appended here, once. */
  title: string;
  description: string;
  /** Path of the page in English, e.g. "/pricing"; the locale's prefix is added here. */
  path: string;
  /** The page's language; English when left out. */
  locale?: SiteLocale;
  image?: { src: string; alt: string; width?: number; height?: number };
  type?: "website" | "article" | "product";
  /** Pages with private or per-visitor content stay out of search results and the XML sitemap. */
  noindex?: boolean;
  /** schema.org objects rendered as JSON-LD. */
  jsonLd?: Array<Record<string, unknown>>;
  /**
   * The meta function's `matches`: the shell's loader data among them holds the site-wide words in
   * the page's language (the default image's alt text), which no page's JavaScript carries.
   */
  matches: ReadonlyArray<MetaMatchLike>;
};

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site-wide social image; its English alt text (nav.ts's shellCopy.socialImageAlt) is the fallback. */
export const defaultSocialImage = {
  src: "/images/social/default.png",
  alt: `${site.name}: managed IT, DevOps and AI automation from ${site.address.city}, ${site.address.region}`,
  width: 1200,
  height: 630,
};

/** The default image's alt text in the page's language, from the shell's loader data. */
function defaultImageAlt(matches: ReadonlyArray<MetaMatchLike>): string {
  const shell = matches.find((match) => match?.id === "routes/shell")?.loaderData as
    { copy?: { socialImageAlt?: string } } | undefined;
  return shell?.copy?.socialImageAlt ?? defaultSocialImage.alt;
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} | ${site.name}`;
}

/** Every route's meta comes from here so titles, canonicals and social tags never drift apart. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const locale = page.locale ?? defaultLocale;
  const url = absoluteUrl(localizedPath(page.path, locale));
  const image = page.image ?? { ...defaultSocialImage, alt: defaultImageAlt(page.matches) };
  const imageUrl = absoluteUrl(image.src);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // Every version of the page, and English for visitors whose language the site does not speak.
    ...alternatePaths(page.path).map(({ hreflang, path }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: absoluteUrl(path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(page.path) },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: openGraphLocale(locale) },
    ...siteLocales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: openGraphLocale(other) })),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (image.width && image.height) {
    meta.push(
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
    );
  }
  if (page.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  for (const data of page.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** BreadcrumbList for nested pages: pass the trail below Home. */
export function breadcrumbJsonLd(
  trail: Array<{ name: string; path: string }>,
  locale: SiteLocale = defaultLocale,
  home = "Home",
): Record<string, unknown> {
  const items = [{ name: home, path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizedPath(item.path, locale)),
    })),
  };
}

/**
 * True when React Router calls a page's meta without its loader's data, which its documented
 * contract allows though the generated types do not say so; the page then adds no tags, and the
 * next render has the data or the error. Seen on the SPA fallback: for /es (no published language;
 * the shell answers 404) a concurrent render during hydration sometimes reached the home page's
 * meta with no data, which threw; React recovered by rendering again, but logged the error.
 */
export function withoutPageData(loaderData: unknown): boolean {
  return loaderData === undefined;
}
