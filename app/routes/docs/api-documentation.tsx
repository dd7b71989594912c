import type { Route } from "./+types/api-documentation";
import { localeFromRequest } from "~/lib/i18n";
import { PageHero } from "~/components/sections/page-hero";
import * as apiDocs from "~/content/api-docs";
import { localizedModule } from "~/content/localized-copy";
import { ApiReference } from "~/features/api-docs/api-reference";
import type { ApiReferenceContent } from "~/features/api-docs/api-reference";
import { DocsLayout } from "~/features/docs-nav/docs-layout";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

/** The reference in the page's language: prerendered data, so its prose is not in the route's JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const docs = localizedModule(apiDocs, "api-docs", locale);
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
  return {
    content,
    meta: topLevelPageMeta({
      locale,
      title: docs.apiDocsCopy.title,
      description: docs.apiDocsCopy.metaDescription,
      path: "/api-documentation",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
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
