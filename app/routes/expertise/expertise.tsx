import type { Route } from "./+types/expertise";
import { localeFromPath } from "~/lib/i18n";
import { MarketingPage } from "~/components/sections/marketing-page";
import { expertiseOverview as page } from "~/content/expertise";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    ...page.meta,
    path: page.path,
    jsonLd: [breadcrumbJsonLd(page.breadcrumb)],
  });
}

export default function Page() {
  return <MarketingPage page={page} />;
}
