// For loaders only (it reads every locale through localized-copy): a route's loader returns
// marketingPageData(...), tags included, and its meta reads them with loaderMeta.
import type { MarketingPageContent } from "~/components/sections/marketing-page";
import type { SiteLocale } from "~/lib/locales";
import type { PageTags } from "~/lib/route-meta";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export type MarketingPageData = PageTags & {
  page: MarketingPageContent;
  learnMore: string;
};

/**
 * What a MarketingPage route renders, in `locale`: the page and the sections' own words, with its
 * title, description, canonical, alternates and translated breadcrumb trail.
 */
export function marketingPageData(
  page: MarketingPageContent,
  locale: SiteLocale,
): MarketingPageData {
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return {
    page,
    learnMore: sectionCopy.learnMore,
    meta: pageMeta({
      locale,
      ...page.meta,
      path: page.path,
      jsonLd: [breadcrumbJsonLd(page.breadcrumb, locale)],
    }),
  };
}
