import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "AI Documentation",
    description: "Northpine AI models, ethical AI principles, endpoints and use cases for developers.",
    path: "/ai-documentation",
  });
}

export default function Page() {
  return <PageHero title="AI Documentation" intro="Northpine AI models, ethical AI principles, endpoints and use cases for developers." />;
}
