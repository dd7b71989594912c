import type { Route } from "./+types/blog";
import { localeFromPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { postSummaries } from "~/content/posts/catalogue";
import { site } from "~/content/site";
import { BlogExplorer } from "~/features/blog/blog-explorer";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { Icon } from "~/components/ui/icon";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: "Blog",
    description: `Practical articles on AI, cybersecurity, data analytics, DevOps and digital transformation from the ${site.name} team.`,
    path: "/blog",
    jsonLd: [breadcrumbJsonLd([{ name: "Blog", path: "/blog" }])],
  });
}

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title={`Insights from ${site.shortName}`}
        intro="Field notes from our engineers and advisors on AI, security, data, DevOps and modernizing the way growing businesses work."
        actions={
          <a href="/blog/rss.xml" className="inline-flex items-center gap-2 font-medium text-hero-foreground underline underline-offset-4">
            <Icon name="rss" aria-hidden="true" className="size-4" />
            Subscribe by RSS
          </a>
        }
      />
      <Container className="py-12 md:py-16">
        <BlogExplorer posts={postSummaries} />
      </Container>
    </>
  );
}
