import { Link, Navigate } from "~/components/ui/link";
import { documentLanguage, localeFromRequest, localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";

import { BreadcrumbTrail } from "~/components/sections/breadcrumb-trail";
import { ReleaseArticle } from "~/components/sections/release-article";
import { Container } from "~/components/ui/container";
import { site, absoluteUrl, brand, contactPoints } from "~/content/site";
import { localizedModule } from "~/content/localized-copy";
import * as press from "~/content/press";
import { isPressReleaseSlug } from "~/content/press-slugs";
import { formatLongDate } from "~/lib/format";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { loaderMeta, passingPageMeta } from "~/lib/route-meta";
import type { Route } from "./+types/release";
import { Icon } from "~/components/ui/icon";

/**
 * The release comes as prerendered loader data (in the page, a .data file for in-app navigation),
 * so no release's text is also in the route's JavaScript.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(press, "press", locale);
  const release = copy.pressReleases.find((candidate) => candidate.slug === params.slug);
  if (!release) return { release: null, meta: passingPageMeta(copy.pressPageCopy.notFound) };
  const path = `/press/${release.slug}`;
  const url = absoluteUrl(localizedPath(path, locale));
  return {
    release: release as press.PressRelease,
    // Written while prerendering, like the list's dates (press.tsx).
    dateText: formatLongDate(release.date, locale),
    boilerplate: copy.boilerplate,
    pressTitle: copy.pressCopy.title,
    page: copy.pressPageCopy,
    meta: pageMeta({
      locale,
      title: release.title,
      description: release.excerpt,
      path,
      type: "article",
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: copy.pressCopy.title, path: "/press" },
            { name: release.title, path },
          ],
          locale,
        ),
        {
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: release.title,
          description: release.excerpt,
          datePublished: release.date,
          dateModified: release.date,
          inLanguage: documentLanguage(locale).lang,
          url,
          mainEntityOfPage: url,
          author: { "@type": "Organization", name: brand.name, url: site.url },
          publisher: {
            "@id": absoluteUrl("/#organization"),
            "@type": "Organization",
            name: brand.name,
          },
        },
      ],
    }),
  };
}

/**
 * Only real releases are prerendered with their data; any other slug reaches the SPA fallback,
 * where there is no data to fetch, and the page sends the visitor to the press center.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!isPressReleaseSlug(params.slug)) {
    const page = await pressPageCopyFor(localeFromRequest(request));
    return { release: null, meta: passingPageMeta(page.notFound) };
  }
  return serverLoader();
}

// The SPA fallback has no prerendered data: its copy comes from the page language's module, on demand.
const translatedPress = import.meta.glob<typeof press>("/app/content/compiled/*/press.ts");

async function pressPageCopyFor(locale: SiteLocale): Promise<typeof press.pressPageCopy> {
  const load = translatedPress[`/app/content/compiled/${locale}/press.ts`];
  const module = load ? await load() : await import("~/content/press");
  return module.pressPageCopy;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function PressReleasePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.release) return <Navigate to="/press" replace />;
  const { release, dateText, boilerplate, pressTitle, page } = loaderData;
  return (
    <article>
      <header className="bg-hero text-hero-foreground">
        <Container width="max-w-4xl" className="py-12 md:py-16">
          <p className="text-sm font-semibold tracking-wide text-hero-muted uppercase">
            {page.releaseLabel} · <time dateTime={release.date}>{dateText}</time>
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {release.title}
          </h1>
          <p className="mt-4 text-lg text-hero-muted">{release.excerpt}</p>
        </Container>
      </header>
      <Container width="max-w-4xl" className="py-10 md:py-14">
        <BreadcrumbTrail
          homeLabel={page.homeLabel}
          label={page.breadcrumbLabel}
          items={[
            { name: pressTitle, path: "/press" },
            { name: release.title, path: `/press/${release.slug}` },
          ]}
        />
        <div className="mt-8">
          <ReleaseArticle
            blocks={release.body}
            footer={
              <>
                <p className="text-center" aria-hidden="true">
                  ###
                </p>
                <h2>{boilerplate.aboutTitle}</h2>
                <p>{boilerplate.about}</p>
                <h2>{page.mediaContactHeading}</h2>
                <p>
                  {boilerplate.mediaContact}
                  <br />
                  <a href={`mailto:${contactPoints.mailboxes.press}`}>
                    {contactPoints.mailboxes.press}
                  </a>
                  <br />
                  <a href={contactPoints.phone.href}>{contactPoints.phone.display}</a>
                </p>
              </>
            }
          />
        </div>
        <Link
          to="/press"
          className="mt-10 inline-flex items-center gap-2 font-medium text-link hover:underline"
        >
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          {page.allReleases}
        </Link>
      </Container>
    </article>
  );
}
