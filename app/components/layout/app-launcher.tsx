import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type { NavLink } from "~/content/nav";
import { NewTabHint } from "./external-hint";
import { HeaderMenu } from "./header-menu";

/**
 * The product launcher, a menu button whose menu is a native popover: it opens before any script
 * arrives. Sister sites open in a new tab, our own pages in this one.
 */
export function AppLauncher({
  title,
  links,
  newTabHint,
}: {
  title: string;
  links: NavLink[];
  newTabHint: string;
}) {
  return (
    <HeaderMenu
      id="app-launcher-menu"
      label={title}
      icon="layout-grid"
      heading={title}
      // Compact rows keep all eleven entries inside the 400 px cap.
      className="max-h-[400px] w-72"
    >
      {links.map((link) => {
        const body = (
          <>
            <Icon name={link.icon} className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 truncate font-medium">{link.title}</span>
          </>
        );
        const className = "menu-item py-1.5";
        return link.target === "_blank" ? (
          <a
            key={link.href}
            role="menuitem"
            tabIndex={-1}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={className}
          >
            {body}
            <Icon
              name="external-link"
              className="size-3.5 shrink-0 text-muted-foreground"
              aria-hidden="true"
            />
            <NewTabHint text={newTabHint} />
          </a>
        ) : (
          <Link key={link.href} role="menuitem" tabIndex={-1} to={link.href} className={className}>
            {body}
          </Link>
        );
      })}
    </HeaderMenu>
  );
}
