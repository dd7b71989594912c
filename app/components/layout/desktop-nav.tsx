import type { CSSProperties } from "react";
import { useId } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { Icon } from "~/components/ui/icon";
import type { NavItem, NavLink as NavLinkItem, NavSection } from "~/content/nav";
import { cn } from "~/lib/cn";
import { NewTabHint } from "./external-hint";
import { navTrigger } from "./header-styles";
import { useHeaderPopover } from "./use-header-popover";

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
  return link.target === "_blank" ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
      <NewTabHint text={newTabHint} />
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {body}
    </Link>
  );
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

const panelId = (index: number) => `nav-panel-${index}`;
const anchorName = (index: number) => `--nav-panel-${index}`;

/**
 * A dropdown's button, as disclosure navigation: it opens a native popover of links (open, close,
 * Escape and light dismiss need no script).
 */
function NavDisclosure({ item, index }: { item: NavItem; index: number }) {
  const id = panelId(index);
  const open = useHeaderPopover("disclosure", id);
  return (
    <button
      type="button"
      popoverTarget={id}
      aria-expanded={open}
      aria-controls={id}
      className={navTrigger}
      style={{ anchorName: anchorName(index) } as CSSProperties}
    >
      {item.title}
      <Icon
        name="chevron-down"
        aria-hidden="true"
        className="size-4 text-muted-foreground transition-transform group-aria-expanded:rotate-180"
      />
    </button>
  );
}

/**
 * A dropdown's panel. It follows the list rather than its button, so a list item holds only its
 * title; the browser still tabs from the button into the open panel and from its last link on to
 * the next item, as it does for every popover and its invoker.
 */
function NavPanel({
  index,
  sections,
  newTabHint,
}: {
  index: number;
  sections: NavSection[];
  newTabHint: string;
}) {
  return (
    <div
      id={panelId(index)}
      popover="auto"
      className="header-popover w-[600px] rounded-xl p-3 shadow-xl"
      style={{ positionAnchor: anchorName(index) } as CSSProperties}
    >
      <div className="grid grid-cols-2 gap-2">
        {sections.map((section) => (
          <PanelSection key={section.title} section={section} newTabHint={newTabHint} />
        ))}
      </div>
    </div>
  );
}

/** The desktop bar: dropdown panels 600 px wide in two columns, plain items as links. */
export function DesktopNav({
  items,
  label,
  newTabHint,
  className,
}: {
  items: NavItem[];
  /** The navigation landmark's name, "Main". */
  label: string;
  /** Read after links that open a new tab. */
  newTabHint: string;
  className?: string;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={cn("relative", className)}>
      <div className="relative">
        <ul className="flex items-center gap-0.5">
          {items.map((item, index) =>
            item.isDropdown && item.dropdownSections?.length ? (
              <li key={item.title}>
                <NavDisclosure item={item} index={index} />
              </li>
            ) : item.href ? (
              <li key={item.title}>
                <Link
                  to={item.href}
                  aria-current={pathname === item.href ? "page" : undefined}
                  className={cn(navTrigger, "aria-[current=page]:text-link")}
                >
                  {item.title}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
        {/* Some 160 elements, closed until asked for: out of the page's hydration task. */}
        <HydrateLater>
          {items.map((item, index) =>
            item.isDropdown && item.dropdownSections?.length ? (
              <NavPanel
                key={item.title}
                index={index}
                sections={item.dropdownSections}
                newTabHint={newTabHint}
              />
            ) : null,
          )}
        </HydrateLater>
      </div>
    </nav>
  );
}
