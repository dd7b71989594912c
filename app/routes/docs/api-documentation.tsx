import type { Route } from "./+types/api-documentation";
import { localeFromPath } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import { apiDocsCopy, apiSections } from "~/content/api-docs";
import { ApiReference } from "~/features/api-docs/api-reference";
import { DocsLayout } from "~/features/docs-nav/docs-layout";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: apiDocsCopy.title,
    description: apiDocsCopy.metaDescription,
    path: "/api-documentation",
    jsonLd: [breadcrumbJsonLd([{ name: apiDocsCopy.title, path: "/api-documentation" }])],
  });
}

export default function ApiDocumentationPage() {
  return (
    <>
      <PageHero eyebrow="Developers" title={apiDocsCopy.title} intro={apiDocsCopy.intro} />
      <DocsLayout label="Quick links" sections={apiSections}>
        <ApiReference />
      </DocsLayout>
    </>
  );
}
