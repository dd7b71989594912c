import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Admin Dashboard",
    description: "The Northpine demonstration admin dashboard.",
    path: "/admin",
  });
}

export default function Page() {
  return <PageHero title="Admin Dashboard" intro="The Northpine demonstration admin dashboard." />;
}
