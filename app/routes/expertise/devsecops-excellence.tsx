import { MarketingPage } from "~/components/sections/marketing-page";
import { expertisePages } from "~/content/expertise";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = expertisePages["devsecops-excellence"];

export function meta() {
  return pageMeta({ ...page.meta, path: page.path, jsonLd: [breadcrumbJsonLd(page.breadcrumb)] });
}

export default function Page() {
  return <MarketingPage page={page} />;
}
