import { MarketingPage } from "~/components/sections/marketing-page";
import { expertiseOverview as page } from "~/content/expertise";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({ ...page.meta, path: page.path, jsonLd: [breadcrumbJsonLd(page.breadcrumb)] });
}

export default function Page() {
  return <MarketingPage page={page} />;
}
