import type { Route } from "./+types/press";
import { localeFromPath } from "~/lib/i18n";
import { MediaKit } from "~/components/sections/media-kit";
import { PageHero } from "~/components/sections/page-hero";
import { PressReleaseList } from "~/components/sections/press-release-list";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { mediaResources, people, pressCopy, pressReleases } from "~/content/press";
import { site } from "~/content/site";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: pressCopy.title,
    description: pressCopy.metaDescription,
    path: "/press",
    jsonLd: [breadcrumbJsonLd([{ name: pressCopy.title, path: "/press" }])],
  });
}

const contact = {
  name: people.communications.name,
  role: people.communications.role,
  email: site.mailboxes.press,
  phone: site.phone,
};

export default function PressPage() {
  return (
    <>
      <PageHero eyebrow="Newsroom" title={pressCopy.title} intro={pressCopy.intro} />
      <Container className="grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section id="press-releases" aria-labelledby="press-releases-heading">
          <h2 id="press-releases-heading" className="mb-6 text-3xl font-bold tracking-tight">
            {pressCopy.releasesTitle}
          </h2>
          <PressReleaseList releases={pressReleases} />
          {/* Every release is already listed, so the spec's button returns to the top of the list. */}
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <a href="#press-releases" className={buttonClasses("outline")}>
              View All Press Releases
            </a>
            <p className="text-sm text-muted-foreground">{pressCopy.allShown}</p>
          </div>
        </section>
        <aside aria-label="Media contact and resources" className="lg:pt-16">
          <MediaKit
            contactTitle={pressCopy.mediaContactTitle}
            contactText={pressCopy.mediaContactText}
            contact={contact}
            resourcesTitle={pressCopy.resourcesTitle}
            resources={mediaResources}
          />
        </aside>
      </Container>
    </>
  );
}
