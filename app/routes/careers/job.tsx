import { Link, Navigate } from "~/components/ui/link";
import { localeFromRequest } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import type { Route } from "./+types/job";
import { BreadcrumbTrail } from "~/components/sections/breadcrumb-trail";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import * as jobs from "~/content/jobs";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import { isJobId, jobPath } from "~/features/careers/job-ids";
import { jobPostingView } from "~/features/careers/job-posting";
import { JobPostingDetails } from "~/features/careers/job-posting-details";
import { openJobs } from "~/features/careers/open-jobs";
import { fillTemplate } from "~/lib/fill-template";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { loaderMeta, passingPageMeta } from "~/lib/route-meta";
import { jobPostingJsonLd } from "~/lib/structured-data";

/**
 * One opening's full posting, as prerendered loader data (in the page, a .data file for in-app
 * navigation), so no posting's text is in the route's JavaScript. Loaders run at build time: pay is
 * formatted with Intl there, and a posting past its closing date (app/features/careers/open-jobs.ts)
 * is not found, like an unknown id.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(jobs, "jobs", locale);
  const job = openJobs(copy.jobOpenings, new Date()).find(
    (candidate) => candidate.id === params.jobId,
  );
  if (!job) return { job: null, meta: passingPageMeta(copy.jobPageCopy.notFound) };
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  const view = jobPostingView(
    job,
    locale,
    copy.jobPageCopy,
    copy.hiringPolicy,
    copy.employmentTypeLabels,
  );
  const path = jobPath(job.id);
  return {
    job: view,
    meta: pageMeta({
      locale,
      title: view.metaTitle,
      description: view.metaDescription,
      path,
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: copy.careersPageCopy.metaTitle, path: "/careers" },
            { name: view.title, path },
          ],
          locale,
        ),
        jobPostingJsonLd(
          {
            ...view,
            description: view.descriptionHtml,
            employmentType: jobs.employmentTypeSchema[job.type],
          },
          locale,
        ),
      ],
    }),
    page: copy.jobPageCopy,
    aiScreening: copy.hiringPolicy.aiScreening,
    careersTitle: copy.careersPageCopy.metaTitle,
    breadcrumbHome: sectionCopy.breadcrumbHome,
  };
}

/**
 * Only open postings are prerendered with their data; any other id (unknown, or a posting that had
 * closed by the build) reaches the SPA fallback, where there is no data to fetch, and the page
 * sends the visitor to the careers page.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (isJobId(params.jobId)) {
    try {
      return await serverLoader();
    } catch {
      // A known id with no prerendered data: its posting had closed when the site was built.
    }
  }
  const notFound = await notFoundCopyFor(localeFromRequest(request));
  return { job: null, meta: passingPageMeta(notFound) };
}

// The SPA fallback has no prerendered data: its copy comes from the page language's module, on demand.
const translatedJobs = import.meta.glob<typeof jobs>("/app/content/compiled/*/jobs.ts");

async function notFoundCopyFor(locale: SiteLocale): Promise<typeof jobs.jobPageCopy.notFound> {
  const load = translatedJobs[`/app/content/compiled/${locale}/jobs.ts`];
  const module = load ? await load() : await import("~/content/jobs");
  return module.jobPageCopy.notFound;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.job) return <Navigate to="/careers" replace />;
  const { job, page, aiScreening, careersTitle, breadcrumbHome } = loaderData;
  const applyLabel = fillTemplate(page.applyLabel, { title: job.title });
  return (
    <>
      <nav aria-label={page.breadcrumbLabel} className="border-b border-border">
        <Container className="py-3">
          <BreadcrumbTrail
            homeLabel={breadcrumbHome}
            label={page.breadcrumbLabel}
            items={[
              { name: careersTitle, path: "/careers" },
              { name: job.title, path: jobPath(job.id) },
            ]}
          />
        </Container>
      </nav>
      <PageHero
        eyebrow={job.department}
        title={job.title}
        intro={
          <>
            <p>{job.description}</p>
            <p className="mt-4 text-hero-foreground">
              <span className="font-semibold">{job.payText}</span>
              <span className="text-hero-muted">
                {" "}
                · {job.typeLabel} · {job.location}
              </span>
            </p>
          </>
        }
        actions={
          <Link to={job.applyHref} aria-label={applyLabel} className={buttonClasses("hero", "lg")}>
            {page.apply}
          </Link>
        }
      />
      <Container className="py-14 md:py-20">
        <JobPostingDetails job={job} copy={page} aiScreening={aiScreening} />
        <Link
          to="/careers"
          className="mt-10 inline-flex items-center gap-2 font-medium text-link hover:underline"
        >
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          {page.allOpenings}
        </Link>
      </Container>
      <CtaBanner
        title={page.applyTitle}
        text={fillTemplate(page.applyText, { date: job.closingText })}
        actions={
          <Link to={job.applyHref} aria-label={applyLabel} className={buttonClasses("hero", "lg")}>
            {page.apply}
          </Link>
        }
      />
    </>
  );
}
