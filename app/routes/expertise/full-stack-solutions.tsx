import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Full-Stack Solutions",
    description: "End-to-end product development from Northpine: design, frontend, backend and cloud.",
    path: "/expertise/full-stack-solutions",
  });
}

export default function Page() {
  return <PageHero title="Full-Stack Solutions" intro="End-to-end product development from Northpine: design, frontend, backend and cloud." />;
}
