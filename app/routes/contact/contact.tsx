import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Contact Us",
    description: "Reach the Northpine Technologies team in Barrie, Ontario: send a message, request a demo or find our office hours and address.",
    path: "/contact",
  });
}

export default function Page() {
  return <PageHero title="Talk to Northpine" intro="Reach the Northpine Technologies team in Barrie, Ontario: send a message, request a demo or find our office hours and address." />;
}
