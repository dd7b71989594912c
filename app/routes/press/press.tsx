import type { Route } from "./+types/press";
import { localeFromRequest } from "~/lib/i18n";
import { MediaKit } from "~/components/sections/media-kit";
import { PageHero } from "~/components/sections/page-hero";
import { PressReleaseList } from "~/components/sections/press-release-list";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { localizedModule } from "~/content/localized-copy";
import * as press from "~/content/press";
import { contactPoints } from "~/content/site";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { formatLongDate } from "~/lib/format";

/** The releases, the media kit and their wording in the page's language (prerendered data). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(press, "press", locale);
  return {
    pressCopy: copy.pressCopy,
    meta: topLevelPageMeta({
      locale,
      title: copy.pressCopy.title,
      description: copy.pressCopy.metaDescription,
      path: "/press",
    }),
    page: copy.pressPageCopy,
    // Dates written here, while prerendering: a browser's first Intl date format costs tens of
    // milliseconds of main thread while the page hydrates.
    releases: copy.pressReleases.map(({ slug, date, title, excerpt }) => ({
      slug,
      date,
      dateText: formatLongDate(date, locale),
      title,
      excerpt,
    })),
    resources: copy.mediaResources as typeof press.mediaResources,
    typeLabels: copy.mediaResourceTypeLabels,
    contact: {
      name: copy.people.communications.name,
      role: copy.people.communications.role,
      email: contactPoints.mailboxes.press,
      phone: contactPoints.phone,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function PressPage({ loaderData }: Route.ComponentProps) {
  const { pressCopy, page, releases, resources, typeLabels, contact } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={pressCopy.title} intro={pressCopy.intro} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section id="press-releases" aria-labelledby="press-releases-heading">
          <h2 id="press-releases-heading" className="mb-6 text-3xl font-bold tracking-tight">
            {pressCopy.releasesTitle}
          </h2>
          <PressReleaseList releases={releases} readMore={page.readMore} />
          {/* Every release is already listed, so the spec's button returns to the top of the list. */}
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <a href="#press-releases" className={buttonClasses("outline")}>
              {page.viewAll}
            </a>
            <p className="text-sm text-muted-foreground">{pressCopy.allShown}</p>
          </div>
        </section>
        <aside aria-label={page.asideLabel} className="lg:pt-16">
          <MediaKit
            contactTitle={pressCopy.mediaContactTitle}
            contactText={pressCopy.mediaContactText}
            contact={contact}
            resourcesTitle={pressCopy.resourcesTitle}
            resources={resources}
            typeLabels={typeLabels}
            downloadLabel={page.download}
          />
        </aside>
      </Container>
    </>
  );
}
