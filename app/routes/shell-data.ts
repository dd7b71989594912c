import { renderableNavItems } from "~/components/layout/nav-items";
import type * as navContent from "~/content/navigation";
import type * as navCopy from "~/content/nav";
import type * as marketplaceCopy from "~/content/marketplace";
import { newsletterCopyOf } from "~/features/newsletter/newsletter-copy";
import { siteLocales } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import type { SuggestionCopy } from "~/content/language-suggestion";

/**
 * The shell's data from content modules: the shell's loader builds it at prerender time, and the
 * SPA fallback (an unknown address, which has no prerendered data) builds it in the browser. Only
 * the loader imports this module statically, so pages never carry it.
 */

type NavContent = typeof navContent;
type NavCopy = typeof navCopy;

/** What the header and footer show: menus, launcher, languages, footer columns, promotion. */
export function shellData(nav: NavContent) {
  return {
    navItems: renderableNavItems(nav.mainNav),
    launcher: { title: nav.launcherTitle, links: nav.launcherLinks },
    languages: nav.languages,
    utilityLinks: nav.utilityLinks,
    legalLinks: nav.mobileMenuLegalLinks,
    accountLinks: nav.accountLinks,
    footerGroups: nav.footerGroups,
    footerBlurb: nav.footerBlurb,
    promotion: nav.promotion,
  };
}

/** The shell's own words: labels, toasts and the chats' and search's messages (not the newsletter's). */
export function shellStrings(copy: NavCopy, cart: typeof marketplaceCopy) {
  return {
    cartLinkCopy: cart.cartLinkCopy,
    documentCopy: copy.documentCopy,
    copy: copy.shellCopy,
    themeCopy: copy.themeCopy,
    cookieCopy: copy.cookieNotice,
    searchCopy: copy.searchCopy,
    assistantCopy: copy.assistantCopy,
    supportChatCopy: copy.supportChatCopy,
    chatPanelCopy: copy.chatPanelCopy,
  };
}

// Each language's modules, loaded on demand: the fallback needs only the address's language.
const translations = import.meta.glob<Record<string, unknown>>([
  "../content/compiled/*/navigation.ts",
  "../content/compiled/*/nav.ts",
  "../content/compiled/*/marketplace.ts",
  "../content/compiled/*/intake.ts",
  "../content/compiled/*/language-suggestion.ts",
]);

async function translated<T extends object>(english: T, name: string, locale: string): Promise<T> {
  const load = translations[`../content/compiled/${locale}/${name}.ts`];
  return load ? ({ ...english, ...(await load()) } as T) : english;
}

/** The SPA fallback's shell data, in the address's language, so /fr/… lands on a French shell. */
export async function fallbackShellData(locale: SiteLocale) {
  const [nav, copy, cart, intake, languageSuggestion] = await Promise.all([
    import("~/content/navigation").then((module) => translated(module, "navigation", locale)),
    import("~/content/nav").then((module) => translated(module, "nav", locale)),
    import("~/content/marketplace").then((module) => translated(module, "marketplace", locale)),
    import("~/content/intake").then((module) => translated(module, "intake", locale)),
    import("~/content/language-suggestion").then((english) =>
      Promise.all(
        siteLocales.map(async (code) => {
          const module = await translated(english, "language-suggestion", code);
          return [code, module.suggestionCopy] as const;
        }),
      ).then((entries) => Object.fromEntries(entries) as Record<SiteLocale, SuggestionCopy>),
    ),
  ]);
  return {
    ...shellData(nav),
    ...shellStrings(copy, cart),
    newsletter: newsletterCopyOf(copy, intake, locale),
    feed: undefined,
    languageSuggestion,
  };
}
