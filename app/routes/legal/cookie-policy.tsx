import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Cookie Policy",
    description: "Which cookies and local storage Northpine Technologies uses and how to manage your preferences.",
    path: "/cookie-policy",
  });
}

export default function Page() {
  return <PageHero title="Cookie Policy" intro="Which cookies and local storage Northpine Technologies uses and how to manage your preferences." />;
}
