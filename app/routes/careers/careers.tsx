import type { Route } from "./+types/careers";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import * as jobs from "~/content/jobs";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import { JobOpeningsList } from "~/features/careers/job-openings-list";
import { openJobs } from "~/features/careers/open-jobs";
import { formatPayRange } from "~/features/careers/pay-range";
import { topLevelPageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";

/**
 * Loaders run at build time: the list holds the postings still open on the build's day (each one's
 * JobPosting is on its own page, /careers/{id}), with pay formatted there.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(jobs, "jobs", locale);
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  const openings = openJobs(copy.jobOpenings, new Date()).map((job) => ({
    id: job.id,
    title: job.title,
    location: job.location,
    department: job.department,
    type: copy.employmentTypeLabels[job.type],
    description: job.description,
    payText: formatPayRange(job.pay, locale, copy.jobPageCopy),
    applyHref: jobs.applyHref(job.title),
  }));
  return {
    page: copy.careersPageCopy,
    careersIntro: copy.careersIntro,
    companyValues: copy.companyValues,
    openings,
    aiScreening: copy.hiringPolicy.aiScreening,
    openingsCopy: copy.jobOpeningsCopy,
    resumeCall: copy.resumeCall,
    generalInquiryHref: copy.generalInquiryHref,
    learnMore: sectionCopy.learnMore,
    meta: topLevelPageMeta({
      locale,
      title: copy.careersPageCopy.metaTitle,
      description: copy.careersPageCopy.metaDescription,
      path: "/careers",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const {
    aiScreening,
    careersIntro,
    companyValues,
    generalInquiryHref,
    learnMore,
    openings,
    openingsCopy,
    page,
    resumeCall,
  } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={careersIntro}
        actions={
          <a href="#openings" className={buttonClasses("hero", "lg")}>
            {page.openingsButton}
          </a>
        }
      />
      <Section id="values" title={page.valuesTitle} intro={page.valuesIntro}>
        <FeatureGrid items={companyValues} columns={4} learnMore={learnMore} />
      </Section>
      <Section id="openings" title={page.openingsTitle} muted>
        <JobOpeningsList openings={openings} copy={openingsCopy} policy={aiScreening} />
      </Section>
      <CtaBanner
        title={resumeCall.title}
        text={resumeCall.text}
        actions={
          <Link to={generalInquiryHref} className={buttonClasses("hero", "lg")}>
            {page.resumeButton}
          </Link>
        }
      />
    </>
  );
}
