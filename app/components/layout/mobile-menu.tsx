import { useId, useState } from "react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SheetDialog } from "~/components/ui/sheet-dialog";
import type { Language, LanguageCode, NavItem, ShellCopy, SimpleLink } from "~/content/nav";
import { cn } from "~/lib/cn";
import { NewTabHint } from "./external-hint";
import { useScriptOnly } from "~/lib/use-interactive";
import { localeInfo } from "~/lib/locales";

export type MobileMenuProps = {
  /** The dialog's id, for the menu button's invoker command. */
  id: string;
  items: NavItem[];
  utilityLinks: SimpleLink[];
  legalLinks: SimpleLink[];
  languages: Language[];
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
  themeSwitch: ReactNode;
  signIn: SimpleLink;
  requestDemo: SimpleLink;
  /** The shell's labels in the page's language. */
  copy: ShellCopy;
};

const rowLink = "flex items-center rounded-md px-2 py-3 font-medium hover:bg-muted";

/**
 * The small-screen menu, a native dialog in the page's HTML so it opens before any script: an
 * accordion with one section open at a time (collapsible), then the right-side links, the
 * languages, the theme switch and the account buttons. Following any of its links closes it.
 */
export function MobileMenu({
  id,
  items,
  utilityLinks,
  legalLinks,
  languages,
  language,
  onLanguageChange,
  themeSwitch,
  signIn,
  requestDemo,
  copy,
}: MobileMenuProps) {
  const [openSection, setOpenSection] = useState<string | null>(null);
  // The menu opens natively; its sections expand and its languages are chosen once its code is here.
  const waiting = useScriptOnly();
  const sectionIds = useId();
  return (
    <SheetDialog
      id={id}
      side="end"
      title={copy.menuTitle}
      description={copy.menuDescription}
      closeLabel={copy.close}
      onClick={(event) => {
        // After hydration a link navigates within the app and the page stays: close the menu.
        if (event.target instanceof Element && event.target.closest("a[href]"))
          event.currentTarget.close();
      }}
    >
      <nav aria-label={copy.mobileNavLabel}>
        <div className="border-t border-border">
          {items.map((item, index) => {
            if (item.isDropdown && item.dropdownSections?.length) {
              const expanded = openSection === item.title;
              const panelId = `${sectionIds}-${index}`;
              return (
                <div key={item.title} className="border-b border-border">
                  <h3 className="flex">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpenSection(expanded ? null : item.title)}
                      {...waiting}
                      className="flex flex-1 items-center justify-between gap-4 px-2 py-3 text-start font-medium"
                    >
                      {item.title}
                      <Icon
                        name="chevron-down"
                        className={cn(
                          "size-4 shrink-0 text-muted-foreground transition-transform",
                          expanded && "rotate-180",
                        )}
                        aria-hidden="true"
                      />
                    </button>
                  </h3>
                  <div id={panelId} hidden={!expanded} className="px-2 pb-4 text-sm">
                    {item.dropdownSections.map((section) => (
                      <div key={section.title} className="mb-3 last:mb-0">
                        <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                          {section.title}
                        </p>
                        <ul>
                          {section.links.map((link) => (
                            <li key={link.href}>
                              {link.target === "_blank" ? (
                                <a
                                  href={link.href}
                                  target="_blank"
                                  rel="noopener noreferrer"
                                  className="flex items-center gap-3 rounded-md py-2 text-foreground hover:bg-muted"
                                >
                                  <Icon name={link.icon} className="size-4 text-primary" />
                                  {link.title}
                                  <NewTabHint text={copy.newTab} />
                                </a>
                              ) : (
                                <Link
                                  to={link.href}
                                  className="flex items-center gap-3 rounded-md py-2 text-foreground hover:bg-muted"
                                >
                                  <Icon name={link.icon} className="size-4 text-primary" />
                                  {link.title}
                                </Link>
                              )}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </div>
              );
            }
            return item.href ? (
              <div key={item.title} className="border-b border-border">
                <Link to={item.href} className={rowLink}>
                  {item.title}
                </Link>
              </div>
            ) : null;
          })}
        </div>

        <ul className="mt-4 border-t border-border" aria-label={copy.moreLinksLabel}>
          {utilityLinks.map((link) => (
            <li key={link.href} className="border-b border-border">
              <Link to={link.href} className={rowLink}>
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-semibold">{copy.languageHeading}</legend>
        <div className="max-h-[150px] overflow-y-auto rounded-md border border-border p-1">
          {languages.map((entry) => (
            <label
              key={entry.code}
              className="flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm hover:bg-muted has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                name="mobile-language"
                value={entry.code}
                checked={language === entry.code}
                onChange={() => onLanguageChange(entry.code)}
                {...waiting}
                className="accent-primary"
              />
              <span aria-hidden="true">{entry.flag}</span>
              <span lang={localeInfo(entry.code).lang}>{entry.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6">{themeSwitch}</div>

      <div className="mt-6 grid gap-2">
        <Link to={signIn.href} className={buttonClasses("outline") + " w-full"}>
          {signIn.title}
        </Link>
        <Link to={requestDemo.href} className={buttonClasses("primary") + " w-full"}>
          {requestDemo.title}
        </Link>
      </div>

      <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="text-muted-foreground underline-offset-4 hover:underline"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </SheetDialog>
  );
}
