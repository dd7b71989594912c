import type { Route } from "./+types/ai-documentation";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import * as aiDocs from "~/content/ai-docs";
import * as apiDocs from "~/content/api-docs";
import { localizedModule } from "~/content/localized-copy";
import { AiReference } from "~/features/api-docs/ai-reference";
import type { AiReferenceContent } from "~/features/api-docs/ai-reference";
import { DocsLayout } from "~/features/docs-nav/docs-layout";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { formatNumber } from "~/lib/format";

/** The AI reference in the page's language: prerendered data, not route JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const ai = localizedModule(aiDocs, "ai-docs", locale);
  const api = localizedModule(apiDocs, "api-docs", locale);
  const content: AiReferenceContent = {
    aiDocsCopy: ai.aiDocsCopy,
    aiDocsUi: ai.aiDocsUi,
    aiSections: ai.aiSections,
    aiUseCases: ai.aiUseCases,
    coreModels: ai.coreModels,
    ethicalPrinciples: ai.ethicalPrinciples,
    aiCompletionsEndpoint: api.aiCompletionsEndpoint,
    rateLimitText: ai.aiDocsUi.rateLimit.replace(
      "{count}",
      formatNumber(api.rateLimitPerMinute, locale),
    ),
  };
  return {
    content,
    meta: topLevelPageMeta({
      locale,
      title: ai.aiDocsCopy.title,
      description: ai.aiDocsCopy.metaDescription,
      path: "/ai-documentation",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function AiDocumentationPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { aiDocsCopy, aiDocsUi } = content;
  return (
    <>
      <PageHero eyebrow={aiDocsUi.eyebrow} title={aiDocsCopy.title} intro={aiDocsCopy.intro} />
      <DocsLayout label={aiDocsUi.onThisPage} sections={content.aiSections}>
        <AiReference content={content} />
      </DocsLayout>
      <CtaBanner
        title={aiDocsUi.helpTitle}
        text={aiDocsCopy.supportText}
        actions={
          <Link to="/support?topic=ai" className={buttonClasses("hero", "lg")}>
            {aiDocsUi.contactCta}
          </Link>
        }
      />
    </>
  );
}
