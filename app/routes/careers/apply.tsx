import type { Route } from "./+types/apply";
import { localeFromPath } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { JobApplicationForm } from "~/features/job-application/job-application-form";
import { jobTitleSubmitScript } from "~/features/job-application/job-title-script";
import { useJobTitle } from "~/features/job-application/use-job-title";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { Icon } from "~/components/ui/icon";

const titleScript = jobTitleSubmitScript();
export const handle: PrePaintHandle = { prePaintScript: () => titleScript };

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    locale: localeFromPath(location.pathname),
    title: "Apply for a Position",
    description: `Apply for an open role at ${site.name}: send your details, résumé and an optional cover letter to our recruiting team in ${site.address.city}.`,
    path: "/careers/apply",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Careers", path: "/careers" },
        { name: "Apply", path: "/careers/apply" },
      ]),
    ],
  });
}

export default function ApplyPage() {
  const jobTitle = useJobTitle();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Apply for Position"
        intro={
          <p>
            You are applying for:{" "}
            <strong className="font-semibold text-hero-foreground">{jobTitle}</strong>
          </p>
        }
      />
      <Container width="max-w-3xl" className="py-10 md:py-14">
        <Link
          to="/careers"
          className="inline-flex items-center gap-2 font-medium text-link hover:underline"
        >
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          Back to Careers
        </Link>
        <div className="mt-6 rounded-xl border border-border bg-card p-6 shadow-sm md:p-8">
          <h2 className="text-2xl font-semibold">Your application</h2>
          <p className="mt-2 mb-6 text-muted-foreground">
            All fields are required unless marked optional. We reply to every applicant within two
            weeks.
          </p>
          <JobApplicationForm jobTitle={jobTitle} />
        </div>
      </Container>
    </>
  );
}
