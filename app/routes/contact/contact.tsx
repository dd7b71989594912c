import type { Route } from "./+types/contact";
import { localeFromPath } from "~/lib/i18n";
import { ContactDetails } from "~/components/sections/contact-details";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Container } from "~/components/ui/container";
import {
  businessHours,
  companyDetails,
  contactHero,
  contactMeta,
  mapCopy,
  supportPointer,
} from "~/content/contact";
import { site } from "~/content/site";
import { useConsent } from "~/features/consent/consent-store";
import { ContactForm } from "~/features/contact-form/contact-form";
import { MapEmbed } from "~/features/map-embed/map-embed";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: contactMeta.title,
    description: contactMeta.description,
    path: "/contact",
    jsonLd: [breadcrumbJsonLd([{ name: contactMeta.title, path: "/contact" }])],
  });
}

export default function Contact() {
  const consent = useConsent();
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} intro={contactHero.intro} />
      {/* The form first at every width (left from 1024 px), the details after it. */}
      <Container className="grid items-start gap-8 py-14 md:py-20 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <ContactDetails company={companyDetails} hours={businessHours} support={supportPointer} />
      </Container>
      <Section id="map" title={mapCopy.title} muted>
        <MapEmbed point={site.geo} consented={consent === "accepted"} copy={mapCopy} />
      </Section>
    </>
  );
}
