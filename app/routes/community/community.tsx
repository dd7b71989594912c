import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Community",
    description: "Forums, events, resources and contributions from the Northpine customer and developer community.",
    path: "/community",
  });
}

export default function Page() {
  return <PageHero title="Northpine Community" intro="Forums, events, resources and contributions from the Northpine customer and developer community." />;
}
