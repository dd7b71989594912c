import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Business Intelligence",
    description: "Northpine Business Intelligence turns your operational data into dashboards, forecasts and decisions.",
    path: "/products/business-intelligence",
  });
}

export default function Page() {
  return <PageHero title="Business Intelligence" intro="Northpine Business Intelligence turns your operational data into dashboards, forecasts and decisions." />;
}
