import { MarketingPage } from "~/components/sections/marketing-page";
import { servicePages } from "~/content/services";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = servicePages["cloud-hosting"];

export function meta() {
  return pageMeta({ ...page.meta, path: page.path, jsonLd: [breadcrumbJsonLd(page.breadcrumb)] });
}

export default function Page() {
  return <MarketingPage page={page} />;
}
