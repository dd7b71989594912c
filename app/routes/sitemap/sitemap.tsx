import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Sitemap",
    description: "Every page of the Northpine Technologies website, grouped by section.",
    path: "/sitemap",
  });
}

export default function Page() {
  return <PageHero title="Sitemap" intro="Every page of the Northpine Technologies website, grouped by section." />;
}
