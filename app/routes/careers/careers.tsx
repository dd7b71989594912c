import type { Route } from "./+types/careers";
import { localeFromPath } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { JobOpenings } from "~/components/sections/job-openings";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import {
  applyHref,
  careersIntro,
  companyValues,
  employmentTypeSchema,
  generalInquiryHref,
  jobOpenings,
  resumeCall,
} from "~/content/jobs";
import { site } from "~/content/site";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { jobPostingJsonLd } from "~/lib/structured-data";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: "Careers",
    description: `Join ${site.name}: open roles in engineering, cloud, security and product in ${site.address.city}, Toronto and remote across Canada.`,
    path: "/careers",
    jsonLd: [
      breadcrumbJsonLd([{ name: "Careers", path: "/careers" }]),
      ...jobOpenings.map((job) =>
        jobPostingJsonLd({ ...job, employmentType: employmentTypeSchema[job.type] }),
      ),
    ],
  });
}

const openings = jobOpenings.map((job) => ({ ...job, applyHref: applyHref(job.title) }));

export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title={`Careers at ${site.shortName}`}
        intro={careersIntro}
        actions={
          <a href="#openings" className={buttonClasses("hero", "lg")}>
            See Open Positions
          </a>
        }
      />
      <Section
        id="values"
        title="Our values"
        intro="What we expect of each other, and what you can expect of us."
      >
        <FeatureGrid items={companyValues} columns={4} />
      </Section>
      <Section id="openings" title="Current openings" muted>
        <JobOpenings openings={openings} />
      </Section>
      <CtaBanner
        title={resumeCall.title}
        text={resumeCall.text}
        actions={
          <Link to={generalInquiryHref} className={buttonClasses("hero", "lg")}>
            Submit Your Resume
          </Link>
        }
      />
    </>
  );
}
