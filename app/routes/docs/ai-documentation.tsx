import type { Route } from "./+types/ai-documentation";
import { localeFromPath } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { aiDocsCopy, aiSections } from "~/content/ai-docs";
import { AiReference } from "~/features/api-docs/ai-reference";
import { DocsLayout } from "~/features/docs-nav/docs-layout";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: aiDocsCopy.title,
    description: aiDocsCopy.metaDescription,
    path: "/ai-documentation",
    jsonLd: [breadcrumbJsonLd([{ name: aiDocsCopy.title, path: "/ai-documentation" }])],
  });
}

export default function AiDocumentationPage() {
  return (
    <>
      <PageHero eyebrow="Developers" title={aiDocsCopy.title} intro={aiDocsCopy.intro} />
      <DocsLayout label="On this page" sections={aiSections}>
        <AiReference />
      </DocsLayout>
      <CtaBanner
        title="Need help with AI?"
        text={aiDocsCopy.supportText}
        actions={
          <Link to="/support?topic=ai" className={buttonClasses("hero", "lg")}>
            Contact AI Support
          </Link>
        }
      />
    </>
  );
}
