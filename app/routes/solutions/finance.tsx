import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Solutions for Financial Services",
    description: "Secure, compliant IT, analytics and automation from Northpine for credit unions, wealth managers and financial firms.",
    path: "/solutions/finance",
  });
}

export default function Page() {
  return <PageHero title="Financial Services" intro="Secure, compliant IT, analytics and automation from Northpine for credit unions, wealth managers and financial firms." />;
}
