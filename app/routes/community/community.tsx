import type { Route } from "./+types/community";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { ActionCardGrid } from "~/components/sections/action-card-grid";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import * as communityContent from "~/content/community";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import { external } from "~/content/site";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { Icon } from "~/components/ui/icon";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const community = localizedModule(communityContent, "community", locale);
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return {
    communityCopy: community.communityCopy,
    spotlight: community.spotlight,
    communityFeatures: community.communityFeatures,
    opensInNewTab: sectionCopy.opensInNewTab,
    meta: topLevelPageMeta({
      locale,
      title: community.communityCopy.pageName,
      description: community.communityCopy.metaDescription,
      path: "/community",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  const { communityCopy, communityFeatures, opensInNewTab, spotlight } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={communityCopy.pageName}
        title={communityCopy.title}
        intro={communityCopy.intro}
      />
      <Section id="about-community" title={communityCopy.whatTitle}>
        <div className="max-w-3xl space-y-4 text-lg text-muted-foreground">
          {communityCopy.what.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
      <Section id="spotlight" title={communityCopy.spotlightTitle} muted>
        <ActionCardGrid cards={spotlight} opensInNewTab={opensInNewTab} />
      </Section>
      <Section id="take-part" title={communityCopy.featuresTitle}>
        <ActionCardGrid cards={communityFeatures} columns={4} opensInNewTab={opensInNewTab} />
      </Section>
      <Section
        id="code-of-conduct"
        title={communityCopy.pledgeTitle}
        intro={communityCopy.pledgeIntro}
        muted
      >
        <div className="flex max-w-3xl gap-4 rounded-xl border border-border bg-card p-6">
          <Icon name="care" className="size-8 shrink-0 text-link" aria-hidden="true" />
          <div>
            <ul className="list-disc space-y-2 ps-5">
              {communityCopy.pledge.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted-foreground">{communityCopy.pledgeEnforcement}</p>
          </div>
        </div>
      </Section>
      <CtaBanner
        title={communityCopy.joinTitle}
        text={communityCopy.joinText}
        actions={
          <>
            <a
              href={external.forum}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("hero", "lg")}
            >
              {communityCopy.joinButton}
              <Icon name="external-link" aria-hidden="true" />
              <span className="sr-only">{opensInNewTab}</span>
            </a>
            <Link to="/contact" className={buttonClasses("heroOutline", "lg")}>
              {communityCopy.contactButton}
            </Link>
          </>
        }
      />
    </>
  );
}
