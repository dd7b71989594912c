import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Frontend Development",
    description: "Fast, accessible web interfaces built by Northpine's frontend engineers.",
    path: "/expertise/frontend-development",
  });
}

export default function Page() {
  return <PageHero title="Frontend Development" intro="Fast, accessible web interfaces built by Northpine's frontend engineers." />;
}
