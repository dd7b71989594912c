import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Our Expertise",
    description: "Frontend, backend, full-stack and DevSecOps engineering from the Northpine Technologies team.",
    path: "/expertise",
  });
}

export default function Page() {
  return <PageHero title="Our Expertise" intro="Frontend, backend, full-stack and DevSecOps engineering from the Northpine Technologies team." />;
}
