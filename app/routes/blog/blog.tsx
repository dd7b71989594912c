import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Blog",
    description: "Articles on AI, cybersecurity, data analytics, DevOps and digital transformation from the Northpine Technologies team.",
    path: "/blog",
  });
}

export default function Page() {
  return <PageHero title="Insights from Northpine" intro="Articles on AI, cybersecurity, data analytics, DevOps and digital transformation from the Northpine Technologies team." />;
}
