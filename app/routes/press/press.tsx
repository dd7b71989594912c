import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Press Center",
    description: "News, press releases, media contacts and brand resources from Northpine Technologies.",
    path: "/press",
  });
}

export default function Page() {
  return <PageHero title="Press Center" intro="News, press releases, media contacts and brand resources from Northpine Technologies." />;
}
