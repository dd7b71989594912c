/**
 * The tags of every page, built by its loader at build time and carried in its prerendered data:
 * the browser reads them (app/lib/route-meta.ts) and never runs this module, so a page's first
 * visit does not pay for the code that writes canonicals, alternates, social tags and JSON-LD.
 * For loaders only, like the content accessor it reads.
 */
import type { MetaDescriptor } from "react-router";
import { localizedModule, pageLanguages } from "~/content/localized-copy";
import * as nav from "~/content/nav";
import * as sections from "~/content/sections";
import { absoluteUrl, brand } from "~/content/site";
import { alternatePaths, localizedPath, openGraphLocale } from "~/lib/i18n";
import { defaultLocale } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { pageTitle } from "~/lib/route-meta";

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
};

/** The site-wide social image; its alt text is the shell's, in the page's language. */
const defaultSocialImage = { src: "/images/social/default.png", width: 1200, height: 630 };

/** The default image's alt text in the page's language (nav.ts's shellCopy). */
function defaultImageAlt(locale: SiteLocale): string {
  return localizedModule(nav, "nav", locale).shellCopy.socialImageAlt;
}

/** Every route's meta comes from here so titles, canonicals and social tags never drift apart. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const locale = page.locale ?? defaultLocale;
  // A page whose translation is missing is served in English: the English page is its canonical,
  // and only the languages it is written in are its alternates.
  const languages = pageLanguages(page.path);
  const url = absoluteUrl(
    localizedPath(page.path, languages.includes(locale) ? locale : defaultLocale),
  );
  const image = page.image ?? { ...defaultSocialImage, alt: defaultImageAlt(locale) };
  const imageUrl = absoluteUrl(image.src);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // Every version of the page, and English for visitors whose language the site does not speak.
    ...alternatePaths(page.path, languages).map(({ hreflang, path }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: absoluteUrl(path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(page.path) },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: openGraphLocale(locale) },
    ...languages
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

/**
 * The tags of a page one level below Home, with its breadcrumb (Home › the page): the crumb is
 * named `crumb` where it differs from the title. `jsonLd` adds objects after the breadcrumb.
 */
export function topLevelPageMeta({ crumb, ...page }: PageMeta & { crumb?: string }) {
  return pageMeta({
    ...page,
    jsonLd: [
      breadcrumbJsonLd([{ name: crumb ?? page.title, path: page.path }], page.locale),
      ...(page.jsonLd ?? []),
    ],
  });
}

/** BreadcrumbList for nested pages: pass the trail below Home, named in the page's language. */
export function breadcrumbJsonLd(
  trail: Array<{ name: string; path: string }>,
  locale: SiteLocale = defaultLocale,
): Record<string, unknown> {
  const home = localizedModule(sections, "sections", locale).sectionCopy.breadcrumbHome;
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
