import { applyHref } from "~/content/jobs";
import type { EmploymentType, JobOpening, hiringPolicy, jobPageCopy } from "~/content/jobs";
import { fillTemplate } from "~/lib/fill-template";
import { formatLongDate } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";
import { formatPayRange } from "./pay-range";

export type JobPageCopy = typeof jobPageCopy;
export type HiringPolicy = typeof hiringPolicy;

/** A posting with the words its page shows, all in the page's language. */
export type JobPostingView = JobOpening & {
  typeLabel: string;
  payText: string;
  postedText: string;
  closingText: string;
  vacancyText: string;
  applyHref: string;
  metaTitle: string;
  metaDescription: string;
  /** The full posting as HTML, for JobPosting's description (search engines read it as HTML). */
  descriptionHtml: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Everything a job page shows and describes, worked out by its loader (at build time): amounts
 * with Intl in the page's language, dates as the site writes them, the policy sentences.
 */
export function jobPostingView(
  job: JobOpening,
  locale: SiteLocale,
  copy: JobPageCopy,
  policy: HiringPolicy,
  typeLabels: Record<EmploymentType, string>,
): JobPostingView {
  const payText = formatPayRange(job.pay, locale, copy);
  const vacancyText = job.existingVacancy ? policy.existingVacancy : policy.futureVacancy;
  const list = (title: string, items: string[]) =>
    `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const descriptionHtml = [
    `<p>${escapeHtml(job.description)}</p>`,
    `<h3>${escapeHtml(copy.payLabel)}</h3><p>${escapeHtml(payText)}</p>`,
    list(copy.responsibilitiesTitle, job.responsibilities),
    list(copy.requirementsTitle, job.requirements),
    list(copy.offerTitle, job.offer),
    `<p>${escapeHtml(vacancyText)}</p>`,
    `<p>${escapeHtml(policy.aiScreening)}</p>`,
  ].join("");
  return {
    ...job,
    typeLabel: typeLabels[job.type],
    payText,
    postedText: formatLongDate(job.datePosted, locale),
    closingText: formatLongDate(job.validThrough, locale),
    vacancyText,
    applyHref: applyHref(job.title),
    metaTitle: fillTemplate(copy.metaTitle, { title: job.title }),
    metaDescription: fillTemplate(copy.metaDescription, {
      title: job.title,
      location: job.location,
      pay: payText,
    }),
    descriptionHtml,
  };
}
