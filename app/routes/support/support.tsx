import type { Route } from "./+types/support";
import { localeFromPath } from "~/lib/i18n";
import { LinkTileGrid } from "~/components/sections/link-tile-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Container } from "~/components/ui/container";
import {
  faqHeading,
  faqNoMatch,
  faqs,
  supportHero,
  supportMeta,
  supportTiles,
  supportTilesHeading,
} from "~/content/support";
import { FaqList, FaqSearchBox, FaqSearchProvider } from "~/features/support-center/faq-search";
import { TicketForm } from "~/features/support-center/ticket-form";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: supportMeta.title,
    description: supportMeta.description,
    path: "/support",
    jsonLd: [
      breadcrumbJsonLd([{ name: supportMeta.title, path: "/support" }]),
      faqPageJsonLd(faqs),
    ],
  });
}

export default function Support() {
  return (
    <FaqSearchProvider>
      <PageHero
        eyebrow={supportHero.eyebrow}
        title={supportHero.title}
        intro={supportHero.intro}
        actions={
          <FaqSearchBox
            label={supportHero.searchLabel}
            placeholder={supportHero.searchPlaceholder}
            resultsId="faq-results"
          />
        }
      />
      <Section id="help-options" title={supportTilesHeading}>
        <LinkTileGrid tiles={supportTiles} />
      </Section>
      <Section id="faq" title={faqHeading} muted>
        <FaqList id="faq-results" faqs={faqs} noMatch={faqNoMatch} />
      </Section>
      <div id="submit-ticket" className="py-14 md:py-20">
        <Container width="max-w-3xl">
          <TicketForm sectionId="submit-ticket" />
        </Container>
      </div>
    </FaqSearchProvider>
  );
}
