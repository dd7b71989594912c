import { MarketingPage } from "~/components/sections/marketing-page";
import { solutionPages } from "~/content/solutions";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

const page = solutionPages["finance"];

export function meta() {
  return pageMeta({ ...page.meta, path: page.path, jsonLd: [breadcrumbJsonLd(page.breadcrumb)] });
}

export default function Page() {
  return <MarketingPage page={page} />;
}
