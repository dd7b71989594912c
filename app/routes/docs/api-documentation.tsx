import type { Route } from "./+types/api-documentation";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import * as apiDocs from "~/content/api-docs";
import { localizedModule } from "~/content/localized-copy";
import { ApiReference } from "~/features/api-docs/api-reference";
import type { ApiReferenceContent } from "~/features/api-docs/api-reference";
import { DocsLayout } from "~/features/docs-nav/docs-layout";
import { breadcrumbJsonLd, pageMeta, withoutPageData } from "~/lib/seo";

/** The reference in the page's language: prerendered data, so its prose is not in the route's JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const docs = localizedModule(apiDocs, "api-docs", localeFromRequest(request));
  const content: ApiReferenceContent = {
    aiCompletionsEndpoint: docs.aiCompletionsEndpoint,
    analyticsQueryEndpoints: docs.analyticsQueryEndpoints,
    apiBaseUrl: docs.apiBaseUrl,
    apiDocsCopy: docs.apiDocsCopy,
    apiDocsUi: docs.apiDocsUi,
    apiSections: docs.apiSections,
    authEndpoint: docs.authEndpoint,
    dataEndpoints: docs.dataEndpoints,
    errorExample: docs.errorExample,
    httpErrors: docs.httpErrors,
    parameterLocations: docs.parameterLocations,
    sdkStatusLabels: docs.sdkStatusLabels,
    sdks: docs.sdks,
    userEndpoints: docs.userEndpoints,
  };
  return { content };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (withoutPageData(loaderData)) return [];
  const locale = localeFromPath(location.pathname);
  const { apiDocsCopy, apiDocsUi } = loaderData.content;
  return pageMeta({
    matches,
    locale,
    title: apiDocsCopy.title,
    description: apiDocsCopy.metaDescription,
    path: "/api-documentation",
    jsonLd: [
      breadcrumbJsonLd(
        [{ name: apiDocsCopy.title, path: "/api-documentation" }],
        locale,
        apiDocsUi.homeLabel,
      ),
    ],
  });
}

export default function ApiDocumentationPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={content.apiDocsUi.eyebrow}
        title={content.apiDocsCopy.title}
        intro={content.apiDocsCopy.intro}
      />
      <DocsLayout label={content.apiDocsUi.quickLinks} sections={content.apiSections}>
        <ApiReference content={content} />
      </DocsLayout>
    </>
  );
}
