import { MarketingPage } from "~/components/sections/marketing-page";
import { productPages } from "~/content/product-pages";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = productPages["enterprise-solution"];

export function meta() {
  return pageMeta({ ...page.meta, path: page.path, jsonLd: [breadcrumbJsonLd(page.breadcrumb)] });
}

export default function Page() {
  return <MarketingPage page={page} />;
}
