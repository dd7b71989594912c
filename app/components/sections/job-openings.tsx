import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

export type JobOpeningItem = {
  id: string;
  title: string;
  location: string;
  department: string;
  type: string;
  description: string;
  applyHref: string;
};

/** The current openings, each with Apply Now; with none, a message pointing to the contact page. */
export function JobOpenings({ openings }: { openings: JobOpeningItem[] }) {
  if (openings.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-card p-6 text-lg text-muted-foreground">
        There are no open positions right now, but we are always glad to meet talented people.{" "}
        <Link to="/contact" className="font-medium text-link underline underline-offset-2">
          Get in touch through our contact page
        </Link>{" "}
        and tell us what you would like to work on.
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {openings.map((job) => (
        <li
          key={job.id}
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm md:flex-row md:items-center md:justify-between"
        >
          <div className="min-w-0">
            <h3 className="text-xl font-semibold">{job.title}</h3>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <li className="flex items-center gap-1.5">
                <Icon name="map-pin" className="size-4" aria-hidden="true" />
                <span className="sr-only">Location: </span>
                {job.location}
              </li>
              <li className="flex items-center gap-1.5">
                <Icon name="briefcase-simple" className="size-4" aria-hidden="true" />
                <span className="sr-only">Department: </span>
                {job.department}
              </li>
              <li className="flex items-center gap-1.5">
                <Icon name="clock" className="size-4" aria-hidden="true" />
                <span className="sr-only">Employment type: </span>
                {job.type}
              </li>
            </ul>
            <p className="mt-3 max-w-3xl text-muted-foreground">{job.description}</p>
          </div>
          <Link
            to={job.applyHref}
            aria-label={`Apply Now: ${job.title}`}
            className={buttonClasses("primary")}
          >
            Apply Now
          </Link>
        </li>
      ))}
    </ul>
  );
}
