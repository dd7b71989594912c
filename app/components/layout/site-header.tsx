import type { CSSProperties, ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { dialogCommand } from "~/components/ui/dialog-command";
import type {
  Language,
  LanguageCode,
  NavItem,
  NavLink,
  ShellCopy,
  SimpleLink,
} from "~/content/nav";
import { cn } from "~/lib/cn";
import { AppLauncher } from "./app-launcher";
import { DesktopNav } from "./desktop-nav";
import { LanguagePicker } from "./language-picker";
import { useHeaderPopover } from "./use-header-popover";
import { iconButton } from "./header-styles";
import { SiteLogo } from "./site-logo";
import { Icon } from "~/components/ui/icon";

/**
 * The header's id. The document's head asks the browser not to render before the header is fully
 * parsed (rel=expect): a frame painted while the parser was halfway through it showed its
 * right-hand controls and moved them as the rest arrived, a layout shift on a loaded device.
 * On a busy machine Chromium was still seen painting such frames (record 0114), so the bar's
 * contents also stay invisible until its last control is parsed (`.header-row` in app.css).
 */
export const siteHeaderId = "site-header";

/** The small-screen menu's dialog (mobile-menu.tsx), rendered with the shell's other dialogs. */
export const mobileMenuId = "mobile-menu";
/** The small-screen search bar's popover, rendered with the shell's dialogs (its button is here). */
export const mobileSearchId = "mobile-search";
const openMobileMenu = dialogCommand(mobileMenuId, "show-modal");

export type SiteHeaderProps = {
  items: NavItem[];
  launcher: { title: string; links: NavLink[] };
  languages: Language[];
  /** The page's language, and what choosing one in the picker does. */
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
  signIn: SimpleLink;
  requestDemo: SimpleLink;
  contact: SimpleLink;
  /** The shell's labels in the page's language. */
  copy: ShellCopy;
  /** The desktop AI navigation search. */
  search: ReactNode;
  cart: ReactNode;
  themeToggle: ReactNode;
  /** A notice that hangs below the header (it places itself); hidden while the search bar is open. */
  notice?: ReactNode;
};

/**
 * The sticky site header (signed-out: no user is ever passed). From 1280 px the full bar shows;
 * below that a slide-in menu and a separate search bar take over, and opening one closes the other.
 */
export function SiteHeader({
  items,
  launcher,
  languages,
  language,
  onLanguageChange,
  signIn,
  requestDemo,
  contact,
  copy,
  search,
  cart,
  themeToggle,
  notice,
}: SiteHeaderProps) {
  // The bar is a native popover: its button opens it, Escape or a click outside closes it, before
  // any script; opening the (modal) menu closes it too.
  const searchOpen = useHeaderPopover("disclosure", mobileSearchId);

  return (
    <header
      id={siteHeaderId}
      className="sticky top-0 z-40 border-b border-border bg-background"
      // The search bar hangs from its bottom edge.
      style={{ anchorName: "--site-header" } as CSSProperties}
    >
      <div className="header-row mx-auto flex h-16 max-w-7xl items-center gap-2 px-6 xl:px-4">
        <SiteLogo label={copy.homeLabel} />
        <DesktopNav
          items={items}
          label={copy.mainNavLabel}
          newTabHint={copy.newTab}
          className="ms-3 hidden xl:block"
        />

        {/* Longer labels (French, German) take their room from the search box, which shrinks. */}
        <div className="ms-auto flex min-w-0 items-center gap-0.5 sm:gap-1 xl:gap-0.5">
          <div className="hidden min-w-16 shrink xl:me-1 xl:block">{search}</div>
          {/* Wrappers own the responsive display: a utility on the control would fight its inline-flex. */}
          <div className="hidden sm:flex">
            <AppLauncher title={launcher.title} links={launcher.links} newTabHint={copy.newTab} />
          </div>
          <button
            type="button"
            className={cn(iconButton, "xl:hidden", searchOpen && "bg-muted")}
            aria-label={searchOpen ? copy.closeSearch : copy.openSearch}
            aria-expanded={searchOpen}
            aria-controls={mobileSearchId}
            popoverTarget={mobileSearchId}
          >
            {searchOpen ? (
              <Icon name="x" className="size-5" aria-hidden="true" />
            ) : (
              <Icon name="search" className="size-5" aria-hidden="true" />
            )}
          </button>
          {cart}
          <div className="hidden items-center gap-0.5 xl:flex">
            <Link to={contact.href} aria-label={contact.title} className={iconButton}>
              <Icon name="mail" className="size-5" aria-hidden="true" />
            </Link>
            <LanguagePicker
              languages={languages}
              value={language}
              onChange={onLanguageChange}
              heading={copy.languageHeading}
              buttonLabel={copy.languageButton}
            />
            {themeToggle}
            <Link
              to={signIn.href}
              className={cn(buttonClasses("ghost", "sm"), "ms-1 whitespace-nowrap")}
            >
              {signIn.title}
            </Link>
            <Link
              to={requestDemo.href}
              className={cn(buttonClasses("primary", "sm"), "whitespace-nowrap")}
            >
              {requestDemo.title}
            </Link>
          </div>
          {/* The bar's last control: the bar shows once the parser has reached it (app.css). */}
          <button
            type="button"
            className={cn(iconButton, "xl:hidden")}
            data-row-end=""
            aria-label={copy.openMenu}
            aria-haspopup="dialog"
            {...openMobileMenu}
          >
            <Icon name="menu" className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      {/* Hidden rather than unmounted, so the notice keeps its state while the search bar is open. */}
      <div hidden={searchOpen}>{notice}</div>
    </header>
  );
}
