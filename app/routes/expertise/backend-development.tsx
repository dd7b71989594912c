import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Backend Development",
    description: "Reliable APIs, data pipelines and services built by Northpine's backend engineers.",
    path: "/expertise/backend-development",
  });
}

export default function Page() {
  return <PageHero title="Backend Development" intro="Reliable APIs, data pipelines and services built by Northpine's backend engineers." />;
}
