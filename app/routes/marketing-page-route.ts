// For loaders only (it reads every locale through localized-copy): a route's loader returns
// marketingPageData(...), its meta calls marketingPageMeta(...).
import type { MarketingPageContent } from "~/components/sections/marketing-page";
import { localeFromPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";

/** What a MarketingPage route renders, in `locale`: the page and the sections' own words. */
export function marketingPageData(page: MarketingPageContent, locale: SiteLocale) {
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return { page, learnMore: sectionCopy.learnMore, breadcrumbHome: sectionCopy.breadcrumbHome };
}

export type MarketingPageData = ReturnType<typeof marketingPageData>;

/** Title, description, canonical and alternates, and the translated breadcrumb trail. */
export function marketingPageMeta(data: MarketingPageData, pathname: string) {
  const locale = localeFromPath(pathname);
  const { page, breadcrumbHome } = data;
  return pageMeta({
    locale,
    ...page.meta,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(page.breadcrumb, locale, breadcrumbHome)],
  });
}
