import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Apply for a Position",
    description: "Apply for a position at Northpine Technologies.",
    path: "/careers/apply",
  });
}

export default function Page() {
  return <PageHero title="Apply for Position" intro="Apply for a position at Northpine Technologies." />;
}
