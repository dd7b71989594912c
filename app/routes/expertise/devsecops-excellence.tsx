import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "DevSecOps Excellence",
    description: "Security built into every stage of delivery with Northpine's DevSecOps practice.",
    path: "/expertise/devsecops-excellence",
  });
}

export default function Page() {
  return <PageHero title="DevSecOps Excellence" intro="Security built into every stage of delivery with Northpine's DevSecOps practice." />;
}
