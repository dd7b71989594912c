import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Pricing",
    description: "Compare Northpine plans with monthly or annual billing, and AI automation pricing by project, retainer or annual partnership.",
    path: "/pricing",
  });
}

export default function Page() {
  return <PageHero title="Simple, transparent pricing" intro="Compare Northpine plans with monthly or annual billing, and AI automation pricing by project, retainer or annual partnership." />;
}
