import type { ReactNode, RefObject } from "react";
import { Link } from "~/components/ui/link";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Sheet, SheetClose, SheetContent } from "~/components/ui/sheet";
import type { Language, LanguageCode, NavItem, ShellCopy, SimpleLink } from "~/content/nav";
import { NewTabHint } from "./external-hint";

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: Radix returns focus to a trigger, and this menu is opened without one. */
  returnFocusRef: RefObject<HTMLElement | null>;
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

/** The small-screen menu, loaded on first open: one accordion section open at a time. */
export function MobileMenu({
  open,
  onOpenChange,
  returnFocusRef,
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
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        title={copy.menuTitle}
        description={copy.menuDescription}
        closeLabel={copy.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <nav aria-label={copy.mobileNavLabel}>
          <Accordion type="single" collapsible className="border-t border-border">
            {items.map((item) =>
              item.isDropdown && item.dropdownSections?.length ? (
                <AccordionItem key={item.title} value={item.title}>
                  <AccordionTrigger className="px-2 py-3 hover:no-underline">
                    {item.title}
                  </AccordionTrigger>
                  <AccordionContent className="px-2">
                    {item.dropdownSections.map((section) => (
                      <div key={section.title} className="mb-3 last:mb-0">
                        <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                          {section.title}
                        </p>
                        <ul>
                          {section.links.map((link) => (
                            <li key={link.href}>
                              <SheetClose asChild>
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
                              </SheetClose>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </AccordionContent>
                </AccordionItem>
              ) : item.href ? (
                <div key={item.title} className="border-b border-border">
                  <SheetClose asChild>
                    <Link to={item.href} className={rowLink}>
                      {item.title}
                    </Link>
                  </SheetClose>
                </div>
              ) : null,
            )}
          </Accordion>

          <ul className="mt-4 border-t border-border" aria-label={copy.moreLinksLabel}>
            {utilityLinks.map((link) => (
              <li key={link.href} className="border-b border-border">
                <SheetClose asChild>
                  <Link to={link.href} className={rowLink}>
                    {link.title}
                  </Link>
                </SheetClose>
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
                  className="accent-primary"
                />
                <span aria-hidden="true">{entry.flag}</span>
                <span lang={entry.code}>{entry.name}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="mt-6">{themeSwitch}</div>

        <div className="mt-6 grid gap-2">
          <SheetClose asChild>
            <Link to={signIn.href} className={buttonClasses("outline") + " w-full"}>
              {signIn.title}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link to={requestDemo.href} className={buttonClasses("primary") + " w-full"}>
              {requestDemo.title}
            </Link>
          </SheetClose>
        </div>

        <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <SheetClose asChild>
                <Link
                  to={link.href}
                  className="text-muted-foreground underline-offset-4 hover:underline"
                >
                  {link.title}
                </Link>
              </SheetClose>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
