import type { Route } from "./+types/sitemap";
import { localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SitemapGroups } from "~/components/sections/sitemap-groups";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import * as sitemapContent from "~/content/sitemap-page";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { sitemapCopy, sitemapGroups } = localizedModule(sitemapContent, "sitemap-page", locale);
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return {
    sitemapCopy,
    sitemapGroups,
    opensInNewTab: sectionCopy.opensInNewTab,
    meta: topLevelPageMeta({
      locale,
      title: sitemapCopy.title,
      description: sitemapCopy.metaDescription,
      path: "/sitemap",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { opensInNewTab, sitemapCopy, sitemapGroups } = loaderData;
  return (
    <>
      <PageHero title={sitemapCopy.title} intro={sitemapCopy.intro} />
      <Section>
        <SitemapGroups groups={sitemapGroups} opensInNewTab={opensInNewTab} />
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
