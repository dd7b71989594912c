import type { ComponentProps } from "react";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { mobileMenuId, mobileSearchId } from "~/components/layout/site-header";
import type { SearchCopy, ThemeCopy } from "~/content/nav";
import { ChatWindows } from "~/features/chat/chat-windows";
import { useLanguageChoice } from "~/features/language/use-language-choice";
import { MobileSearch } from "~/features/nav-search/mobile-search";
import { ThemeSwitch } from "~/features/theme/theme-switch";

type MenuProps = ComponentProps<typeof MobileMenu>;

export type ShellDialogsProps = Pick<
  MenuProps,
  "items" | "utilityLinks" | "legalLinks" | "languages" | "signIn" | "requestDemo" | "copy"
> &
  ComponentProps<typeof ChatWindows> & { themeCopy: ThemeCopy; searchCopy: SearchCopy };

/**
 * What the shell shows only on request: the small-screen search bar (a popover under the header),
 * the small-screen menu and the two chat windows (modal dialogs). They are in the page's HTML and
 * open natively from their buttons (the header's search and menu buttons, the floating chat
 * buttons) before any script, so their code is one island (shell.tsx) that loads when one of
 * them opens. Its props are the shell's loader data, stable for the page's language (an island's
 * props must not change before it hydrates: lazy-island.tsx).
 */
export function ShellDialogs({
  assistant,
  support,
  panel,
  themeCopy,
  searchCopy,
  ...menu
}: ShellDialogsProps) {
  const { language, changeLanguage } = useLanguageChoice(
    (code) => menu.languages.find((entry) => entry.code === code)?.name ?? code,
  );
  return (
    <>
      {/* Placed under the header by CSS; a popover's focus order follows its button. */}
      <div
        id={mobileSearchId}
        popover="auto"
        className="mobile-search-bar border-b border-border bg-background shadow-md xl:hidden"
      >
        <div className="mx-auto max-w-7xl px-6 py-3">
          <MobileSearch copy={searchCopy} />
        </div>
      </div>
      <MobileMenu
        {...menu}
        id={mobileMenuId}
        language={language}
        onLanguageChange={changeLanguage}
        themeSwitch={<ThemeSwitch copy={themeCopy} />}
      />
      <ChatWindows assistant={assistant} support={support} panel={panel} />
    </>
  );
}
