import { NavigationMenu } from "radix-ui";
import { useId, useLayoutEffect, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import type { NavItem, NavLink as NavLinkItem, NavSection } from "~/content/nav";
import { cn } from "~/lib/cn";
import { NewTabHint } from "./external-hint";
import { navTrigger, tabbable } from "./header-styles";

function PanelLink({ link, newTabHint }: { link: NavLinkItem; newTabHint: string }) {
  const body = (
    <>
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon name={link.icon} className="size-5" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-foreground">{link.title}</span>
        <span className="mt-0.5 block text-sm leading-snug text-muted-foreground">
          {link.description}
        </span>
      </span>
    </>
  );
  const className =
    "flex gap-3 rounded-lg p-3 transition-colors hover:bg-muted focus-visible:bg-muted";
  return (
    <NavigationMenu.Link asChild>
      {link.target === "_blank" ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
          {body}
          <NewTabHint text={newTabHint} />
        </a>
      ) : (
        <Link to={link.href} className={className}>
          {body}
        </Link>
      )}
    </NavigationMenu.Link>
  );
}

/**
 * Panels open on click and keyboard only: with hover-to-open, a visitor who rests on a trigger and
 * then clicks it closes the panel they just saw open.
 */
const preventHoverToggle = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * Tab on a panel's last link moves on to whatever follows the panel (the next menu item, then the
 * rest of the header). Radix would send focus to its focus proxy, which sits before the panel.
 */
function tabOutOfPanel(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey)
    return;
  const panel = event.currentTarget;
  const inside = [...panel.querySelectorAll<HTMLElement>(tabbable)];
  if (inside.at(-1) !== document.activeElement) return;
  const next = [...document.querySelectorAll<HTMLElement>(tabbable)].find(
    (element) =>
      !panel.contains(element) &&
      element.tabIndex >= 0 &&
      element.getClientRects().length > 0 &&
      Boolean(panel.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

function PanelSection({ section, newTabHint }: { section: NavSection; newTabHint: string }) {
  const id = useId();
  return (
    <div>
      <p
        id={id}
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {section.title}
      </p>
      <ul aria-labelledby={id}>
        {section.links.map((link) => (
          <li key={link.href}>
            <PanelLink link={link} newTabHint={newTabHint} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The desktop bar: dropdown panels 600 px wide in two columns, plain items as links. */
export function DesktopNav({
  items,
  label,
  newTabHint,
  className,
  openOnMount,
  focusOnMount,
}: {
  items: NavItem[];
  /** The navigation landmark's name, "Main". */
  label: string;
  /** Read after links that open a new tab. */
  newTabHint: string;
  className?: string;
  /** The item the visitor clicked on the stand-in before this code arrived. */
  openOnMount?: string;
  /** The item that had keyboard focus on the stand-in. */
  focusOnMount?: string;
}) {
  const { pathname } = useLocation();
  const [value, setValue] = useState(openOnMount ?? "");
  const rootRef = useRef<HTMLElement>(null);
  // Only the hand-over from the stand-in, once: later prop changes must not steal focus.
  const initialFocus = useRef(focusOnMount);

  useLayoutEffect(() => {
    const title = initialFocus.current;
    if (title)
      rootRef.current
        ?.querySelector<HTMLElement>(`[data-nav-item="${CSS.escape(title)}"]`)
        ?.focus();
  }, []);

  useLayoutEffect(() => {
    // Radix puts a focusable, aria-hidden "focus proxy" after an open trigger, for panels that live
    // in a separate viewport. Our panels follow their trigger in the DOM, so the natural tab order
    // already leads into them; out of the tab order, the proxy is no longer an empty, hidden stop.
    rootRef.current
      ?.querySelectorAll<HTMLElement>('[data-nav-item] + span[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => {
        proxy.tabIndex = -1;
      });
  }, [value]);

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      aria-label={label}
      className={cn("relative", className)}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {items.map((item) =>
          item.isDropdown && item.dropdownSections?.length ? (
            <NavigationMenu.Item key={item.title} value={item.title} className="relative">
              <NavigationMenu.Trigger
                data-nav-item={item.title}
                className={navTrigger}
                onPointerMove={preventHoverToggle}
                onPointerLeave={preventHoverToggle}
              >
                {item.title}
                <Icon name="chevron-down"
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                onPointerMove={preventHoverToggle}
                onPointerLeave={preventHoverToggle}
                onKeyDown={(event) => {
                  // Leaving the panel by keyboard closes it, as a click outside does.
                  if (tabOutOfPanel(event)) setValue("");
                }}
                className="absolute top-full start-0 z-50 mt-2 w-[600px] rounded-xl border border-border bg-background p-3 shadow-xl"
              >
                <div className="grid grid-cols-2 gap-2">
                  {item.dropdownSections.map((section) => (
                    <PanelSection key={section.title} section={section} newTabHint={newTabHint} />
                  ))}
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : item.href ? (
            <NavigationMenu.Item key={item.title}>
              <NavigationMenu.Link asChild active={pathname === item.href}>
                <Link
                  to={item.href}
                  data-nav-item={item.title}
                  className={cn(navTrigger, "data-[active]:text-link")}
                >
                  {item.title}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : null,
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
