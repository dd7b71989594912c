import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Your Cart",
    description: "Review the Northpine software subscriptions in your cart and request a quote.",
    path: "/cart",
  });
}

export default function Page() {
  return <PageHero title="Your Cart" intro="Review the Northpine software subscriptions in your cart and request a quote." />;
}
