import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";

export type SitemapGroupItem = {
  title: string;
  links: Array<{ title: string; href: string; external?: boolean }>;
};

/** Every page of the site as grouped lists of links. */
export function SitemapGroups({
  groups,
  opensInNewTab,
}: {
  groups: SitemapGroupItem[];
  /** Read after an external link's name, in the page's language. */
  opensInNewTab: string;
}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group, index) => {
        // By position: translated titles (Arabic) have no Latin letters to build an id from.
        const headingId = `sitemap-group-${index + 1}`;
        return (
          <li key={group.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <section aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-semibold">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    {link.external ? (
                      <a
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1.5 text-link hover:underline"
                      >
                        {link.title}
                        <Icon name="external-link" className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{opensInNewTab}</span>
                      </a>
                    ) : (
                      <Link to={link.href} className="text-link hover:underline">
                        {link.title}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
