import type { Route } from "./+types/business-intelligence";
import { localeFromPath } from "~/lib/i18n";
import { MarketingPage } from "~/components/sections/marketing-page";
import { productPages } from "~/content/product-pages";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = productPages["business-intelligence"];

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
