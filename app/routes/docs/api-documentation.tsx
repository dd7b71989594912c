import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "API Documentation",
    description: "Authenticate, manage users and data, and run analytics queries with the Northpine REST API.",
    path: "/api-documentation",
  });
}

export default function Page() {
  return <PageHero title="API Documentation" intro="Authenticate, manage users and data, and run analytics queries with the Northpine REST API." />;
}
