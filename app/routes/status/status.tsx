import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "System Status",
    description: "Live status of the Northpine website, API, cloud platform and support services.",
    path: "/status",
  });
}

export default function Page() {
  return <PageHero title="System Status" intro="Live status of the Northpine website, API, cloud platform and support services." />;
}
