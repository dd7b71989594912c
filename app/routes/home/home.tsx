import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Northpine Technologies",
    description: "Managed IT, DevOps, AI automation, security and cloud hosting for growing Canadian businesses, from Northpine Technologies in Barrie, Ontario.",
    path: "/",
  });
}

export default function Page() {
  return <PageHero title="Managed IT, DevOps and AI automation from Barrie, Ontario" intro="Managed IT, DevOps, AI automation, security and cloud hosting for growing Canadian businesses, from Northpine Technologies in Barrie, Ontario." />;
}
