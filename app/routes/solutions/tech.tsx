import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Solutions for Tech Innovators",
    description: "How Northpine helps software and technology companies ship faster with DevOps, cloud platforms and AI automation.",
    path: "/solutions/tech",
  });
}

export default function Page() {
  return <PageHero title="Tech Innovators" intro="How Northpine helps software and technology companies ship faster with DevOps, cloud platforms and AI automation." />;
}
