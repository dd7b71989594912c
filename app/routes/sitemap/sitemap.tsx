import type { Route } from "./+types/sitemap";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SitemapGroups } from "~/components/sections/sitemap-groups";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import * as sitemapContent from "~/content/sitemap-page";
import { breadcrumbJsonLd, pageMeta, withoutPageData } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { sitemapCopy, sitemapGroups } = localizedModule(sitemapContent, "sitemap-page", locale);
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return {
    sitemapCopy,
    sitemapGroups,
    opensInNewTab: sectionCopy.opensInNewTab,
    breadcrumbHome: sectionCopy.breadcrumbHome,
  };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (withoutPageData(loaderData)) return [];
  const locale = localeFromPath(location.pathname);
  const { sitemapCopy, breadcrumbHome } = loaderData;
  return pageMeta({
    matches,
    locale,
    title: sitemapCopy.title,
    description: sitemapCopy.metaDescription,
    path: "/sitemap",
    jsonLd: [
      breadcrumbJsonLd([{ name: sitemapCopy.title, path: "/sitemap" }], locale, breadcrumbHome),
    ],
  });
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
