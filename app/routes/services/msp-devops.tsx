import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Managed Services & DevOps",
    description: "Proactive managed IT and DevOps engineering from Northpine Technologies: monitoring, help desk, CI/CD, infrastructure as code and more.",
    path: "/services/msp-devops",
  });
}

export default function Page() {
  return <PageHero title="Managed Services & DevOps" intro="Proactive managed IT and DevOps engineering from Northpine Technologies: monitoring, help desk, CI/CD, infrastructure as code and more." />;
}
