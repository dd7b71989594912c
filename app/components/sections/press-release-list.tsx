import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";

/** `dateText` is the date written out in the page's language, by the loader that prerenders it. */
export type PressReleaseSummary = {
  slug: string;
  date: string;
  dateText: string;
  title: string;
  excerpt: string;
};

/** Press releases, newest first: date, linked title, excerpt and Read More. */
export function PressReleaseList({
  releases,
  readMore = "Read More",
}: {
  releases: PressReleaseSummary[];
  readMore?: string;
}) {
  return (
    <ul className="space-y-6">
      {releases.map((release) => {
        const href = `/press/${release.slug}`;
        return (
          <li key={release.slug} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <article>
              <p className="text-sm font-medium text-muted-foreground">
                <time dateTime={release.date}>{release.dateText}</time>
              </p>
              <h3 className="mt-2 text-xl font-semibold text-balance">
                <Link to={href} className="hover:text-link hover:underline">
                  {release.title}
                </Link>
              </h3>
              <p className="mt-3 text-muted-foreground">{release.excerpt}</p>
              <Link
                to={href}
                aria-label={`${readMore}: ${release.title}`}
                className="mt-4 inline-flex items-center gap-1 font-medium text-link hover:underline"
              >
                {/* The title is also in the link's text, so crawlers that ignore aria-label read a
                    descriptive link rather than three identical "Read More" links. */}
                {readMore}
                <span className="sr-only">: {release.title}</span>
                <Icon name="arrow-right" className="size-4" aria-hidden="true" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
