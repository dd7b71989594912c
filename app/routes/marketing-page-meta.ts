// The meta half of marketing-page-route.ts, in a module of its own: meta runs in the browser too,
// and the loader half reads every language's copy, which no page may ship.
import type { MarketingPageContent } from "~/components/sections/marketing-page";
import { localeFromPath } from "~/lib/i18n";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { PageMeta } from "~/lib/seo";

export type MarketingPageData = {
  page: MarketingPageContent;
  learnMore: string;
  breadcrumbHome: string;
};

/** Title, description, canonical and alternates, and the translated breadcrumb trail. */
export function marketingPageMeta(
  data: MarketingPageData,
  pathname: string,
  matches: PageMeta["matches"],
) {
  const locale = localeFromPath(pathname);
  const { page, breadcrumbHome } = data;
  return pageMeta({
    matches,
    locale,
    ...page.meta,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(page.breadcrumb, locale, breadcrumbHome)],
  });
}
