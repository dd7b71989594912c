import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export type LinkTile = { title: string; description: string; icon: string; href: string };

const columnClasses = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

// The link's ::after covers the card, so the whole tile is clickable while its name stays the title.
const linkClass =
  "font-semibold after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none";

/**
 * Cards that each link somewhere. The href decides the element: "#anchor" stays on the page,
 * "/path" is a router link, and a full URL opens in a new tab.
 */
export function LinkTileGrid({
  tiles,
  columns = 3,
  headingLevel = 3,
  opensInNewTab = " (opens in a new tab)",
}: {
  tiles: LinkTile[];
  /** Read after an external tile's name, in the page's language. */
  opensInNewTab?: string;
  columns?: keyof typeof columnClasses;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cn("grid gap-4", columnClasses[columns])}>
      {tiles.map((tile) => {
        const external = /^https?:\/\//.test(tile.href);
        return (
          <li
            key={tile.title}
            className="relative flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-link has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon name={tile.icon} className="size-5" />
            </span>
            <div>
              <Heading className="text-base">
                {external ? (
                  <a
                    href={tile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClass}
                  >
                    {tile.title}
                    <Icon name="arrow-up-right" className="ms-1 inline size-4 align-[-2px] rtl:-scale-x-100" aria-hidden="true" />
                    <span className="sr-only">{opensInNewTab}</span>
                  </a>
                ) : tile.href.startsWith("#") ? (
                  <a href={tile.href} className={linkClass}>
                    {tile.title}
                  </a>
                ) : (
                  <Link to={tile.href} className={linkClass}>
                    {tile.title}
                  </Link>
                )}
              </Heading>
              <p className="mt-1 text-sm text-muted-foreground">{tile.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
