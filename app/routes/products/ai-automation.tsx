import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "AI Automation Services",
    description: "AI chat, support automation, custom AI solutions and data automation from Northpine Technologies.",
    path: "/products/ai-automation",
  });
}

export default function Page() {
  return <PageHero title="AI Automation Services" intro="AI chat, support automation, custom AI solutions and data automation from Northpine Technologies." />;
}
