import type { PointerEvent } from "react";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { NavItem } from "~/content/nav";
import { cn } from "~/lib/cn";
import { iconButton, navTrigger } from "./header-styles";

/*
 * Light stand-ins for the header's Radix menus: same look and size, rendered in the prerendered
 * HTML and until the menu code arrives. They report the visitor's intent so the real menu loads,
 * then opens or takes focus exactly where the visitor was.
 */

export type StandInHandlers<T> = {
  onIntent: () => void;
  /** `viaKeyboard`: a click made with Enter or Space (no pointer), so focus should follow. */
  onOpen: (target: T, viaKeyboard: boolean) => void;
  onFocusTarget: (target: T | undefined) => void;
};

/*
 * Hovering starts the menu's download, which can finish between the press and the release. The
 * real menu then replaces the stand-in under the pointer, and the browser sends the click to
 * neither button, so the click would be lost: the press itself records the wish to open (as
 * Radix's own menu trigger opens on press), and the click repeats it when the code is later.
 */
function pressOpens(event: PointerEvent) {
  return event.button === 0 && !event.ctrlKey;
}

export function DesktopNavPlaceholder({
  items,
  label,
  className,
  onIntent,
  onOpen,
  onFocusTarget,
}: { items: NavItem[]; label: string; className?: string } & StandInHandlers<string>) {
  return (
    <nav aria-label={label} className={cn("relative", className)}>
      <div className="relative">
        <ul className="flex items-center gap-0.5">
          {items.map((item) => (
            <li key={item.title}>
              {item.isDropdown ? (
                <button
                  type="button"
                  className={navTrigger}
                  aria-expanded="false"
                  onPointerEnter={onIntent}
                  onFocus={() => {
                    onFocusTarget(item.title);
                    onIntent();
                  }}
                  onBlur={() => onFocusTarget(undefined)}
                  onPointerDown={(event) => {
                    if (pressOpens(event)) onOpen(item.title, false);
                  }}
                  onClick={(event) => onOpen(item.title, event.detail === 0)}
                >
                  {item.title}
                  <Icon name="chevron-down" aria-hidden="true" className="size-4 text-muted-foreground" />
                </button>
              ) : item.href ? (
                <Link
                  to={item.href}
                  className={navTrigger}
                  onFocus={() => onFocusTarget(item.title)}
                  onBlur={() => onFocusTarget(undefined)}
                >
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
  icon,
  onIntent,
  onOpen,
  onFocusTarget,
}: { label: string; icon: IconName } & StandInHandlers<true>) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={onIntent}
      onFocus={() => {
        onFocusTarget(true);
        onIntent();
      }}
      onBlur={() => onFocusTarget(undefined)}
      onPointerDown={(event) => {
        if (pressOpens(event)) onOpen(true, false);
      }}
      onClick={(event) => onOpen(true, event.detail === 0)}
    >
      <Icon name={icon} className="size-5" aria-hidden="true" />
    </button>
  );
}
