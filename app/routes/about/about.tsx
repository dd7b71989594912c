import type { Route } from "./+types/about";
import { localeFromPath } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LeaderProfiles } from "~/components/sections/leader-profiles";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatementPair } from "~/components/sections/statement-pair";
import { TimelineList } from "~/components/sections/timeline-list";
import { buttonClasses } from "~/components/ui/button";
import {
  aboutCta,
  aboutHero,
  aboutMeta,
  coreValues,
  journey,
  leaders,
  leadershipHeading,
  leadershipIntro,
  mission,
  valuesHeading,
  valuesIntro,
  vision,
} from "~/content/about";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: aboutMeta.title,
    description: aboutMeta.description,
    path: "/about",
    jsonLd: [breadcrumbJsonLd([{ name: aboutMeta.title, path: "/about" }])],
  });
}

export default function About() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={aboutHero.intro} />
      <Section id="journey" title={journey.title} intro={journey.intro}>
        <TimelineList entries={journey.milestones} />
      </Section>
      <StatementPair
        statements={[
          { id: "mission", ...mission },
          { id: "vision", ...vision },
        ]}
      />
      <Section id="values" title={valuesHeading} intro={valuesIntro} muted>
        <FeatureGrid items={coreValues} columns={4} />
      </Section>
      <Section id="leadership" title={leadershipHeading} intro={leadershipIntro}>
        <LeaderProfiles leaders={leaders} />
      </Section>
      <CtaBanner
        title={aboutCta.title}
        text={aboutCta.text}
        actions={
          <>
            <Link to={aboutCta.primary.href} className={buttonClasses("hero", "lg")}>
              {aboutCta.primary.text}
            </Link>
            <Link to={aboutCta.secondary.href} className={buttonClasses("heroOutline", "lg")}>
              {aboutCta.secondary.text}
            </Link>
          </>
        }
      />
    </>
  );
}
