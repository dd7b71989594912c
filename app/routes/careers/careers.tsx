import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Careers",
    description: "Join Northpine Technologies: open roles in engineering, cloud, security and product in Barrie, Toronto and remote across Canada.",
    path: "/careers",
  });
}

export default function Page() {
  return <PageHero title="Careers at Northpine" intro="Join Northpine Technologies: open roles in engineering, cloud, security and product in Barrie, Toronto and remote across Canada." />;
}
