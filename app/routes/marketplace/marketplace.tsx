import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Software Marketplace",
    description: "Browse eight business software products from Northpine: automation, security, analytics, collaboration, development, cloud storage, e-learning and CRM.",
    path: "/marketplace",
  });
}

export default function Page() {
  return <PageHero title="Software Marketplace" intro="Browse eight business software products from Northpine: automation, security, analytics, collaboration, development, cloud storage, e-learning and CRM." />;
}
