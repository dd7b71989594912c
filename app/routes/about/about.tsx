import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "About Us",
    description: "How Northpine Technologies began in Barrie in 2024, what we believe, and the people who lead the company.",
    path: "/about",
  });
}

export default function Page() {
  return <PageHero title="Our story" intro="How Northpine Technologies began in Barrie in 2024, what we believe, and the people who lead the company." />;
}
