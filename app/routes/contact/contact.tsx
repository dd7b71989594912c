import type { Route } from "./+types/contact";
import { localeFromRequest } from "~/lib/i18n";
import { ContactDetails } from "~/components/sections/contact-details";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Container } from "~/components/ui/container";
import * as contact from "~/content/contact";
import * as intake from "~/content/intake";
import { localizedModule } from "~/content/localized-copy";
import { contactPoints } from "~/content/site";
import { useConsent } from "~/features/consent/consent-store";
import { ContactForm } from "~/features/contact-form/contact-form";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { contactFormCopyOf } from "~/features/contact-form/contact-copy";
import { MapEmbed } from "~/features/map-embed/map-embed";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

/** The page's copy in its language, prerendered: the form's texts arrive as props. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(contact, "contact", locale);
  const form = contactFormCopyOf(copy, localizedModule(intake, "intake", locale), locale);
  return {
    meta: topLevelPageMeta({
      locale,
      title: copy.contactMeta.title,
      description: copy.contactMeta.description,
      path: "/contact",
    }),
    hero: copy.contactHero,
    company: copy.companyDetails,
    hours: copy.businessHours,
    support: copy.supportPointer,
    map: copy.mapCopy,
    form,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { hero, company, hours, support, map, form } = loaderData;
  const consent = useConsent();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      {/* The form first at every width (left from 1024 px), the details after it. */}
      <Container className="grid items-start gap-8 py-14 md:py-20 lg:grid-cols-[3fr_2fr]">
        {/* react-hook-form sets state while mounting, which re-renders the form synchronously:
            behind this boundary that happens in a task of its own, not in the page's hydration. */}
        <HydrateLater>
          <ContactForm copy={form} />
        </HydrateLater>
        <ContactDetails company={company} hours={hours} support={support} />
      </Container>
      <Section id="map" title={map.title} muted>
        <MapEmbed point={contactPoints.geo} consented={consent === "accepted"} copy={map} />
      </Section>
    </>
  );
}
