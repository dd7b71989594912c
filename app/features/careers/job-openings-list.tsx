import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { jobOpeningsCopy } from "~/content/jobs";
import { fillTemplate } from "~/lib/fill-template";
import { jobPath } from "./job-ids";

/** The list's labels and empty message, in the page's language (app/content/jobs.ts). */
export type JobOpeningsCopy = typeof jobOpeningsCopy;

export type JobOpeningItem = {
  id: string;
  title: string;
  location: string;
  department: string;
  type: string;
  description: string;
  /** The pay range, formatted for the page's language by the loader. */
  payText: string;
  applyHref: string;
};

/**
 * The open postings, each titled with a link to its own page, with its pay range and Apply Now;
 * with none, a message pointing to the contact page. `policy` (whether AI screens applicants)
 * follows the list once.
 */
export function JobOpeningsList({
  openings,
  copy,
  policy,
}: {
  openings: JobOpeningItem[];
  copy: JobOpeningsCopy;
  policy: string;
}) {
  if (openings.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-card p-6 text-lg text-muted-foreground">
        {copy.emptyBefore}{" "}
        <Link to="/contact" className="font-medium text-link underline underline-offset-2">
          {copy.emptyLink}
        </Link>{" "}
        {copy.emptyAfter}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {openings.map((job) => (
          <li
            key={job.id}
            className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm md:flex-row md:items-center md:justify-between"
          >
            <div className="min-w-0">
              <h3 className="text-xl font-semibold">
                <Link to={jobPath(job.id)} className="text-link underline-offset-2 hover:underline">
                  {job.title}
                </Link>
              </h3>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
                <li className="flex items-center gap-1.5">
                  <Icon name="map-pin" className="size-4" aria-hidden="true" />
                  <span className="sr-only">{copy.location}</span>
                  {job.location}
                </li>
                <li className="flex items-center gap-1.5">
                  <Icon name="briefcase-simple" className="size-4" aria-hidden="true" />
                  <span className="sr-only">{copy.department}</span>
                  {job.department}
                </li>
                <li className="flex items-center gap-1.5">
                  <Icon name="clock" className="size-4" aria-hidden="true" />
                  <span className="sr-only">{copy.employmentType}</span>
                  {job.type}
                </li>
              </ul>
              <p className="mt-2 font-medium text-foreground">
                <span className="sr-only">{copy.pay}</span>
                {job.payText}
              </p>
              <p className="mt-3 max-w-3xl text-muted-foreground">{job.description}</p>
            </div>
            <Link
              to={job.applyHref}
              aria-label={fillTemplate(copy.applyLabel, { title: job.title })}
              className={buttonClasses("primary")}
            >
              {copy.apply}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-muted-foreground">{policy}</p>
    </>
  );
}
