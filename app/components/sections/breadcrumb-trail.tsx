import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";

/** Visible breadcrumbs; the last item is the current page and is not a link. */
export function BreadcrumbTrail({
  items,
  homeLabel = "Home",
  label = "Breadcrumb",
}: {
  items: Array<{ name: string; path: string }>;
  /** The first crumb and the navigation's name, in the page's language. */
  homeLabel?: string;
  label?: string;
}) {
  const trail = [{ name: homeLabel, path: "/" }, ...items];
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? <Icon name="chevron-right" className="size-4 shrink-0" aria-hidden="true" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} className="text-link hover:underline">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
