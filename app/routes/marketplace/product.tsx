import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Product",
    description: "A Northpine marketplace product.",
    path: "/marketplace",
  });
}

export default function Page() {
  return <PageHero title="Product" intro="A Northpine marketplace product." />;
}
