import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Support Center",
    description: "Answers to common questions, the knowledge base and a support ticket form for Northpine Technologies customers.",
    path: "/support",
  });
}

export default function Page() {
  return <PageHero title="How can we help?" intro="Answers to common questions, the knowledge base and a support ticket form for Northpine Technologies customers." />;
}
