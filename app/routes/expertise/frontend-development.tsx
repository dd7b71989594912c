import type { Route } from "./+types/frontend-development";
import { localeFromPath } from "~/lib/i18n";
import { MarketingPage } from "~/components/sections/marketing-page";
import { expertisePages } from "~/content/expertise";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = expertisePages["frontend-development"];

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
