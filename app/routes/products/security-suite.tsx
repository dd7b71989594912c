import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Security Suite",
    description: "The Northpine Security Suite protects endpoints, identities, email and cloud workloads with 24/7 monitoring.",
    path: "/products/security-suite",
  });
}

export default function Page() {
  return <PageHero title="Security Suite" intro="The Northpine Security Suite protects endpoints, identities, email and cloud workloads with 24/7 monitoring." />;
}
