import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Enterprise Solution Suite",
    description: "The Northpine Enterprise Solution Suite unifies operations, finance, people and reporting for growing organisations.",
    path: "/products/enterprise-solution",
  });
}

export default function Page() {
  return <PageHero title="Enterprise Solution Suite" intro="The Northpine Enterprise Solution Suite unifies operations, finance, people and reporting for growing organisations." />;
}
