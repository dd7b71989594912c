import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Privacy Policy",
    description: "How Northpine Technologies collects, uses and protects personal information.",
    path: "/privacy-policy",
  });
}

export default function Page() {
  return <PageHero title="Privacy Policy" intro="How Northpine Technologies collects, uses and protects personal information." />;
}
