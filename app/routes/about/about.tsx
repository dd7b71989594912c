import type { Route } from "./+types/about";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LeaderProfiles } from "~/components/sections/leader-profiles";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatementPair } from "~/components/sections/statement-pair";
import { TimelineList } from "~/components/sections/timeline-list";
import { buttonClasses } from "~/components/ui/button";
import * as aboutContent from "~/content/about";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const about = localizedModule(aboutContent, "about", locale);
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return {
    learnMore: sectionCopy.learnMore,
    meta: topLevelPageMeta({
      locale,
      title: about.aboutMeta.title,
      description: about.aboutMeta.description,
      path: "/about",
    }),
    aboutHero: about.aboutHero,
    journey: about.journey,
    mission: about.mission,
    vision: about.vision,
    valuesHeading: about.valuesHeading,
    valuesIntro: about.valuesIntro,
    coreValues: about.coreValues,
    leadershipHeading: about.leadershipHeading,
    leadershipIntro: about.leadershipIntro,
    leaders: about.leaders,
    aboutCta: about.aboutCta,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function About({ loaderData }: Route.ComponentProps) {
  const {
    aboutCta,
    aboutHero,
    coreValues,
    journey,
    leaders,
    leadershipHeading,
    leadershipIntro,
    learnMore,
    mission,
    valuesHeading,
    valuesIntro,
    vision,
  } = loaderData;
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
        <FeatureGrid items={coreValues} columns={4} learnMore={learnMore} />
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
