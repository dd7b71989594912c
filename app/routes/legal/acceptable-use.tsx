import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Acceptable Use Policy",
    description: "The rules for acceptable use of Northpine Technologies services.",
    path: "/acceptable-use",
  });
}

export default function Page() {
  return <PageHero title="Acceptable Use Policy" intro="The rules for acceptable use of Northpine Technologies services." />;
}
