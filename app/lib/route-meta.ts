import type { MetaDescriptor } from "react-router";
import { brand } from "~/content/site";

/** What a page's loader returns beside its content: its tags, built by pageMeta (app/lib/seo.ts). */
export type PageTags = { meta: MetaDescriptor[] };

/**
 * Every page's meta function: the tags its loader built. `undefined` is allowed because React
 * Router may call meta without the loader's data, which its documented contract allows though the
 * generated types do not say so (seen on the SPA fallback, where a concurrent render during
 * hydration reached a page's meta before its data); the page then adds no tags, and the next render
 * has the data or the error.
 */
export function loaderMeta(loaderData: PageTags | undefined): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

export function pageTitle(title: string): string {
  return title === brand.name ? title : `${title} | ${brand.name}`;
}

/**
 * The tags of a page shown for a moment with no prerendered data (the SPA fallback's answer to an
 * unknown post, product, release or job, which then sends the visitor on): its title and
 * description in the page's language, and out of search results.
 */
export function passingPageMeta(copy: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title: pageTitle(copy.title) },
    { name: "description", content: copy.description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
