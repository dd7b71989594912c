import type { CSSProperties, ReactNode } from "react";
import { useId } from "react";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { cn } from "~/lib/cn";
import { iconButton } from "./header-styles";
import { useHeaderPopover } from "./use-header-popover";

/**
 * An icon button of the header bar with its menu (the menu button pattern), the menu a native
 * popover that opens before any script arrives; `children` are its items.
 */
export function HeaderMenu({
  id,
  label,
  icon,
  heading,
  className,
  children,
}: {
  /** The menu's id, unique on the page; its anchor name derives from it. */
  id: string;
  /** The button's name. */
  label: string;
  icon: IconName;
  /** The menu's heading, which names it. */
  heading: string;
  /** Its size. */
  className: string;
  children: ReactNode;
}) {
  const open = useHeaderPopover("menu", id);
  const headingId = useId();
  const anchor = `--${id}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        className={iconButton}
        style={{ anchorName: anchor } as CSSProperties}
      >
        <Icon name={icon} className="size-5" aria-hidden="true" />
      </button>
      <div
        id={id}
        popover="auto"
        role="menu"
        aria-labelledby={headingId}
        // A list that scrolls is a tab stop, so it is reachable without a pointer.
        tabIndex={0}
        data-align="end"
        className={cn("header-popover overflow-y-auto rounded-lg p-1 shadow-lg", className)}
        style={{ positionAnchor: anchor } as CSSProperties}
      >
        <div id={headingId} className="menu-label">
          {heading}
        </div>
        {/* Closed until asked for: out of the page's hydration task (HydrateLater). */}
        <HydrateLater>{children}</HydrateLater>
      </div>
    </>
  );
}
