import { Suspense, lazy, useEffect, useRef, useState } from "react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import type {
  Language,
  LanguageCode,
  NavItem,
  NavLink,
  SearchCopy,
  ShellCopy,
  SimpleLink,
} from "~/content/nav";
import { cn } from "~/lib/cn";
import { AppLauncher } from "./app-launcher";
import { DesktopNav } from "./desktop-nav";
import { LanguagePicker } from "./language-picker";
import { iconButton } from "./header-styles";
import { SiteLogo } from "./site-logo";
import { Icon } from "~/components/ui/icon";

const MobileMenu = lazy(() =>
  import("./mobile-menu").then((module) => ({ default: module.MobileMenu })),
);

const loadMobileMenu = () => void import("./mobile-menu");

export type SiteHeaderProps = {
  items: NavItem[];
  launcher: { title: string; links: NavLink[] };
  languages: Language[];
  /** The page's language, and what choosing one in the picker does. */
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
  utilityLinks: SimpleLink[];
  legalLinks: SimpleLink[];
  signIn: SimpleLink;
  requestDemo: SimpleLink;
  contact: SimpleLink;
  /** The shell's labels in the page's language. */
  copy: ShellCopy;
  /** The desktop AI navigation search. */
  search: ReactNode;
  /**
   * The mobile search bar (the route may pass one that loads its code when first rendered); it
   * calls `onDone` once its search has navigated, so the bar closes.
   */
  mobileSearch: ComponentType<{ onDone: () => void; copy: SearchCopy }>;
  /** Starts loading the mobile search bar when a visitor reaches for its button. */
  onSearchIntent?: () => void;
  /** The search's words in the page's language, for the mobile bar. */
  searchCopy: SearchCopy;
  cart: ReactNode;
  themeToggle: ReactNode;
  mobileThemeSwitch: ReactNode;
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
  utilityLinks,
  legalLinks,
  signIn,
  requestDemo,
  contact,
  copy,
  search,
  mobileSearch: MobileSearch,
  onSearchIntent,
  searchCopy,
  cart,
  themeToggle,
  mobileThemeSwitch,
  notice,
}: SiteHeaderProps) {
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchBarRef = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  function openMenu() {
    setSearchOpen(false);
    setMenuRequested(true);
    setMenuOpen(true);
  }

  function toggleSearch() {
    setMenuOpen(false);
    setSearchOpen((open) => !open);
  }

  function closeSearch() {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  }

  useEffect(() => {
    if (!searchOpen) return;
    const bar = searchBarRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setSearchOpen(false);
      searchButtonRef.current?.focus();
    };
    bar?.addEventListener("keydown", onKeyDown);
    return () => bar?.removeEventListener("keydown", onKeyDown);
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-6 xl:px-4">
        <SiteLogo label={copy.homeLabel} />
        <DesktopNav
          items={items}
          label={copy.mainNavLabel}
          newTabHint={copy.newTab}
          className="ms-3 hidden xl:block"
        />

        <div className="ms-auto flex items-center gap-0.5 sm:gap-1 xl:gap-0.5">
          <div className="hidden xl:me-1 xl:block">{search}</div>
          {/* Wrappers own the responsive display: a utility on the control would fight its inline-flex. */}
          <div className="hidden sm:flex">
            <AppLauncher title={launcher.title} links={launcher.links} newTabHint={copy.newTab} />
          </div>
          <button
            ref={searchButtonRef}
            type="button"
            className={cn(iconButton, "xl:hidden", searchOpen && "bg-muted")}
            aria-label={searchOpen ? copy.closeSearch : copy.openSearch}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? "mobile-search" : undefined}
            onClick={toggleSearch}
            onPointerEnter={onSearchIntent}
            onFocus={onSearchIntent}
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
            <Link to={signIn.href} className={cn(buttonClasses("ghost", "sm"), "ms-1")}>
              {signIn.title}
            </Link>
            <Link to={requestDemo.href} className={buttonClasses("primary", "sm")}>
              {requestDemo.title}
            </Link>
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className={cn(iconButton, "xl:hidden")}
            aria-label={copy.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
          >
            <Icon name="menu" className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      {/* Hidden rather than unmounted, so the notice keeps its state while the search bar is open. */}
      <div hidden={searchOpen}>{notice}</div>

      {searchOpen ? (
        <div
          ref={searchBarRef}
          id="mobile-search"
          // Just below the header's bottom border: the sticky header is its containing block.
          className="absolute inset-x-0 top-[calc(100%+1px)] border-b border-border bg-background shadow-md xl:hidden"
        >
          <div className="mx-auto max-w-7xl px-6 py-3">
            <MobileSearch onDone={closeSearch} copy={searchCopy} />
          </div>
        </div>
      ) : null}

      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            returnFocusRef={menuButtonRef}
            items={items}
            utilityLinks={utilityLinks}
            legalLinks={legalLinks}
            languages={languages}
            language={language}
            onLanguageChange={onLanguageChange}
            themeSwitch={mobileThemeSwitch}
            signIn={signIn}
            requestDemo={requestDemo}
            copy={copy}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
