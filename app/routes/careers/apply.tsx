import type { Route } from "./+types/apply";
import { localeFromRequest } from "~/lib/i18n";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import * as intake from "~/content/intake";
import * as jobApplication from "~/content/job-application";
import { localizedModule } from "~/content/localized-copy";
import { JobApplicationForm } from "~/features/job-application/job-application-form";
import { jobTitleSubmitScript } from "~/features/job-application/job-title-script";
import { useJobTitle } from "~/features/job-application/use-job-title";
import type { PrePaintHandle } from "~/lib/pre-paint";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { loaderMeta } from "~/lib/route-meta";
import { Icon } from "~/components/ui/icon";

const titleScript = jobTitleSubmitScript();
export const handle: PrePaintHandle = { prePaintScript: () => titleScript };

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  const { applyPage, applicationForm, applicationMessages } = localizedModule(
    jobApplication,
    "job-application",
    locale,
  );
  const { notSentCopy } = localizedModule(intake, "intake", locale);
  return {
    locale,
    page: applyPage,
    form: applicationForm,
    messages: applicationMessages,
    notSent: notSentCopy,
    meta: pageMeta({
      locale,
      title: applyPage.meta.title,
      description: applyPage.meta.description,
      path: "/careers/apply",
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: applyPage.breadcrumbs.careers, path: "/careers" },
            { name: applyPage.breadcrumbs.apply, path: "/careers/apply" },
          ],
          locale,
        ),
      ],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderMeta(loaderData);
}

export default function ApplyPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, form, messages, notSent } = loaderData;
  const jobTitle = useJobTitle(page.defaultJobTitle);
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={
          <p>
            {page.hero.applyingFor}{" "}
            <strong className="font-semibold text-hero-foreground">{jobTitle}</strong>
          </p>
        }
      />
      <Container width="max-w-3xl" className="py-10 md:py-14">
        <Link
          to="/careers"
          className="inline-flex items-center gap-2 font-medium text-link hover:underline"
        >
          <Icon name="arrow-left" className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {page.backToCareers}
        </Link>
        <div className="mt-6 rounded-xl border border-border bg-card p-6 shadow-sm md:p-8">
          <h2 className="text-2xl font-semibold">{page.formTitle}</h2>
          <p className="mt-2 mb-6 text-muted-foreground">{page.formIntro}</p>
          <JobApplicationForm
            jobTitle={jobTitle}
            copy={form}
            messages={messages}
            notSent={notSent}
            locale={locale}
          />
        </div>
      </Container>
    </>
  );
}
