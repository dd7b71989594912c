import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Press release",
    description: "A press release from Northpine Technologies.",
    path: "/press",
  });
}

export default function Page() {
  return <PageHero title="Press release" intro="A press release from Northpine Technologies." />;
}
