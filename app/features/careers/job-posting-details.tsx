import type { ReactNode } from "react";
import type { JobPageCopy, JobPostingView } from "./job-posting";

/**
 * A posting's facts (what Ontario's Employment Standards Act asks a public posting to state: pay,
 * whether the vacancy exists, whether AI screens applicants) and its full description.
 */
export function JobPostingDetails({
  job,
  copy,
  aiScreening,
}: {
  job: JobPostingView;
  copy: JobPageCopy;
  aiScreening: string;
}) {
  const facts: Array<[label: string, value: ReactNode]> = [
    [copy.payLabel, <strong key="pay">{job.payText}</strong>],
    [copy.employmentTypeLabel, job.typeLabel],
    [copy.locationLabel, job.location],
    [copy.departmentLabel, job.department],
    [copy.postedLabel, <time key="posted" dateTime={job.datePosted}>{job.postedText}</time>],
    [copy.closingLabel, <time key="closing" dateTime={job.validThrough}>{job.closingText}</time>],
    [copy.vacancyLabel, job.vacancyText],
    [copy.aiLabel, aiScreening],
  ];
  const lists: Array<[id: string, title: string, items: string[]]> = [
    ["responsibilities", copy.responsibilitiesTitle, job.responsibilities],
    ["requirements", copy.requirementsTitle, job.requirements],
    ["offer", copy.offerTitle, job.offer],
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <section
        aria-labelledby="job-facts"
        className="rounded-xl border border-border bg-card p-6 shadow-sm lg:col-start-2 lg:row-start-1"
      >
        <h2 id="job-facts" className="text-xl font-semibold">
          {copy.factsTitle}
        </h2>
        <dl className="mt-4 space-y-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="mt-0.5">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="space-y-10 lg:col-start-1 lg:row-start-1">
        {lists.map(([id, title, items]) => (
          <section key={id} aria-labelledby={`job-${id}`}>
            <h2 id={`job-${id}`} className="text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <ul className="mt-4 list-disc space-y-2 ps-6 text-muted-foreground marker:text-foreground">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
