import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Sign In",
    description: "Sign in to the Northpine demonstration admin area.",
    path: "/login",
  });
}

export default function Page() {
  return <PageHero title="Sign in" intro="Sign in to the Northpine demonstration admin area." />;
}
