import type { Route } from "./+types/support";
import { localeFromRequest } from "~/lib/i18n";
import { LinkTileGrid } from "~/components/sections/link-tile-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Container } from "~/components/ui/container";
import * as intake from "~/content/intake";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import * as support from "~/content/support";
import { FaqList, FaqSearchBox, FaqSearchProvider } from "~/features/support-center/faq-search";
import { TicketForm } from "~/features/support-center/ticket-form";
import { ticketFormCopyOf } from "~/features/support-center/ticket-copy";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { faqPageJsonLd } from "~/lib/structured-data";

/** The page's copy in its language, prerendered: the FAQ and the ticket form's texts arrive as props. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(support, "support", locale);
  return {
    meta: topLevelPageMeta({
      locale,
      title: copy.supportMeta.title,
      description: copy.supportMeta.description,
      path: "/support",
      jsonLd: [faqPageJsonLd(copy.faqs)],
    }),
    hero: copy.supportHero,
    tilesHeading: copy.supportTilesHeading,
    tiles: copy.supportTiles,
    faqHeading: copy.faqHeading,
    faqNoMatch: copy.faqNoMatch,
    faqMatchCount: copy.faqMatchCount,
    faqs: copy.faqs,
    ticket: ticketFormCopyOf(copy, localizedModule(intake, "intake", locale), locale),
    opensInNewTab: localizedModule(sections, "sections", locale).sectionCopy.opensInNewTab,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { hero, tilesHeading, tiles, faqHeading, faqNoMatch, faqMatchCount, faqs, ticket } =
    loaderData;
  return (
    <FaqSearchProvider>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={
          <FaqSearchBox
            label={hero.searchLabel}
            placeholder={hero.searchPlaceholder}
            resultsId="faq-results"
          />
        }
      />
      <Section id="help-options" title={tilesHeading}>
        <LinkTileGrid tiles={tiles} opensInNewTab={loaderData.opensInNewTab} />
      </Section>
      <Section id="faq" title={faqHeading} muted>
        <FaqList id="faq-results" faqs={faqs} noMatch={faqNoMatch} matchCount={faqMatchCount} />
      </Section>
      <div id="submit-ticket" className="py-14 md:py-20">
        <Container width="max-w-3xl">
          <TicketForm sectionId="submit-ticket" copy={ticket} />
        </Container>
      </div>
    </FaqSearchProvider>
  );
}
