// For loaders only (it reads every locale through localized-copy): a route's loader returns
// marketingPageData(...); its meta calls marketingPageMeta(...) from marketing-page-meta.ts.
import type { MarketingPageContent } from "~/components/sections/marketing-page";
import type { SiteLocale } from "~/lib/locales";
import type { MarketingPageData } from "~/routes/marketing-page-meta";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";

/** What a MarketingPage route renders, in `locale`: the page and the sections' own words. */
export function marketingPageData(page: MarketingPageContent, locale: SiteLocale): MarketingPageData {
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return { page, learnMore: sectionCopy.learnMore, breadcrumbHome: sectionCopy.breadcrumbHome };
}
