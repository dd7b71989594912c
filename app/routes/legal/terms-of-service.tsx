import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Terms of Service",
    description: "The terms that govern the use of Northpine Technologies websites and services.",
    path: "/terms-of-service",
  });
}

export default function Page() {
  return <PageHero title="Terms of Service" intro="The terms that govern the use of Northpine Technologies websites and services." />;
}
