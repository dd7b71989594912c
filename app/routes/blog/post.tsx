import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Blog post",
    description: "An article from the Northpine Technologies blog.",
    path: "/blog",
  });
}

export default function Page() {
  return <PageHero title="Blog post" intro="An article from the Northpine Technologies blog." />;
}
