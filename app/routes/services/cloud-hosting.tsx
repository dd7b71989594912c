import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Cloud Hosting",
    description: "Managed cloud hosting from Northpine Technologies with Canadian data residency, monitoring, backups and a real support team.",
    path: "/services/cloud-hosting",
  });
}

export default function Page() {
  return <PageHero title="Canadian cloud hosting" intro="Managed cloud hosting from Northpine Technologies with Canadian data residency, monitoring, backups and a real support team." />;
}
