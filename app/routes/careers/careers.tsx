import type { Route } from "./+types/careers";
import { localeFromPath, localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { JobOpenings } from "~/components/sections/job-openings";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import * as jobs from "~/content/jobs";
import { localizedModule } from "~/content/localized-copy";
import * as sections from "~/content/sections";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { jobPostingJsonLd } from "~/lib/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const copy = localizedModule(jobs, "jobs", locale);
  const { sectionCopy } = localizedModule(sections, "sections", locale);
  return {
    page: copy.careersPageCopy,
    careersIntro: copy.careersIntro,
    companyValues: copy.companyValues,
    jobOpenings: copy.jobOpenings,
    employmentTypeLabels: copy.employmentTypeLabels,
    openingsCopy: copy.jobOpeningsCopy,
    resumeCall: copy.resumeCall,
    generalInquiryHref: copy.generalInquiryHref,
    breadcrumbHome: sectionCopy.breadcrumbHome,
    learnMore: sectionCopy.learnMore,
  };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const { page, breadcrumbHome, jobOpenings } = loaderData;
  return pageMeta({
    matches,
    locale,
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/careers",
    jsonLd: [
      breadcrumbJsonLd([{ name: page.metaTitle, path: "/careers" }], locale, breadcrumbHome),
      ...jobOpenings.map((job) =>
        jobPostingJsonLd({ ...job, employmentType: jobs.employmentTypeSchema[job.type] }, locale),
      ),
    ],
  });
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const {
    careersIntro,
    companyValues,
    employmentTypeLabels,
    generalInquiryHref,
    jobOpenings,
    learnMore,
    openingsCopy,
    page,
    resumeCall,
  } = loaderData;
  const openings = jobOpenings.map((job) => ({
    ...job,
    type: employmentTypeLabels[job.type],
    applyHref: jobs.applyHref(job.title),
  }));
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
        <JobOpenings openings={openings} copy={openingsCopy} />
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
