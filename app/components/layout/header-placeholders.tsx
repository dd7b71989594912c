import { ChevronDown } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { NavItem } from "~/content/nav";
import { cn } from "~/lib/cn";
import { iconButton, navTrigger } from "./header-styles";

/*
 * The header's menus load as separate chunks and hydrate when they arrive. While the prerendered
 * HTML streams in, these stand-ins hold exactly the same space and look, so nothing shifts.
 */

export function DesktopNavPlaceholder({
  items,
  className,
}: {
  items: NavItem[];
  className?: string;
}) {
  return (
    <nav aria-label="Main" className={cn("relative", className)}>
      <div className="relative">
        <ul className="flex items-center gap-0.5">
          {items.map((item) => (
            <li key={item.title}>
              {item.isDropdown ? (
                <button type="button" className={navTrigger} aria-expanded="false">
                  {item.title}
                  <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
                </button>
              ) : item.href ? (
                <Link to={item.href} className={navTrigger}>
                  {item.title}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

export function MenuButtonPlaceholder({
  label,
  icon: IconComponent,
  className,
}: {
  label: string;
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={cn(iconButton, className)}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
    >
      <IconComponent className="size-5" aria-hidden="true" />
    </button>
  );
}
