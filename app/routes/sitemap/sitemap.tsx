import type { Route } from "./+types/sitemap";
import { localeFromPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SitemapGroups } from "~/components/sections/sitemap-groups";
import { sitemapCopy, sitemapGroups } from "~/content/sitemap-page";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: sitemapCopy.title,
    description: sitemapCopy.metaDescription,
    path: "/sitemap",
    jsonLd: [breadcrumbJsonLd([{ name: sitemapCopy.title, path: "/sitemap" }])],
  });
}

export default function SitemapPage() {
  return (
    <>
      <PageHero title={sitemapCopy.title} intro={sitemapCopy.intro} />
      <Section>
        <SitemapGroups groups={sitemapGroups} />
        <p className="mt-10 text-sm text-muted-foreground">
          {sitemapCopy.xmlNote} {/* A build-time file, not a route: load it as a document. */}
          <a href="/sitemap.xml" className="text-link underline underline-offset-2">
            {sitemapCopy.xmlLinkText}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
