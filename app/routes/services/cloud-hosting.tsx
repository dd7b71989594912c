import type { Route } from "./+types/cloud-hosting";
import { localeFromPath } from "~/lib/i18n";
import { MarketingPage } from "~/components/sections/marketing-page";
import { servicePages } from "~/content/services";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = servicePages["cloud-hosting"];

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
