import { Suspense, lazy, useEffect, useState } from "react";
import { Outlet, data } from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/shell";
import { PromoBanner } from "~/components/layout/promo-banner";
import { lazyIsland } from "~/components/ui/lazy-island";
import { SiteHeader } from "~/components/layout/site-header";
import * as navContent from "~/content/navigation";
import * as navCopy from "~/content/nav";
import * as marketplaceCopy from "~/content/marketplace";
import * as intakeContent from "~/content/intake";
import { shellData, shellStrings } from "./shell-data";
import { EnglishFallback } from "./shell-english-fallback";
import { englishOnlyPages, localizedModule } from "~/content/localized-copy";
import * as blogCopy from "~/content/blog";
import { feedPath } from "~/lib/feed-path";
import { CartLink } from "~/features/cart/cart-link";
import { ChatLaunchers } from "~/features/chat/chat-launchers";
import { CookieBanner } from "~/features/consent/cookie-banner";
import { NavSearch } from "~/features/nav-search/nav-search";
import { DeferredNewsletterOutcome } from "~/features/newsletter/deferred-outcome";
import { newsletterCopyOf } from "~/features/newsletter/newsletter-copy";
import { ThemeToggle } from "~/features/theme/theme-toggle";
import { useLanguageChoice } from "~/features/language/use-language-choice";
import { LanguageSuggestion } from "~/features/language/language-suggestion";
import * as suggestion from "~/content/language-suggestion";
import {
  documentLanguage,
  isLanguagePrefix,
  localeFromPath,
  localeFromRequest,
  localizedPath,
} from "~/lib/i18n";
import { fillTemplate } from "~/lib/fill-template";
import { siteLocales } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { useTheme } from "~/features/theme/use-theme";
import { whenToastRequested } from "~/lib/lazy-toast";

// Toasts are never needed for first paint: sonner loads with the first toast.
const Toaster = lazy(() =>
  import("~/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

// The footer's code (links, newsletter box) loads as a reader nears it: on a long page most
// visits never get there, and its prerendered links work without it. It keeps 2.9 KB gzipped
// (its chunk and the native-form helpers) out of a visit that does not scroll there.
const Footer = lazyIsland(() => import("./shell-footer").then((module) => module.ShellFooter));

// The small-screen search bar and menu and the chat windows open natively and are out of sight
// until then: their code loads when one opens (its first focusable element takes focus), or when a
// visitor points at a chat button. 2.5 KB gzipped off every page's first visit (record 0105).
const loadDialogs = () => import("./shell-dialogs");

// Only a language that lacks a long page's translation hands the shell `englishOnly`; a build
// whose languages are all complete leaves this code out (__ENGLISH_FALLBACK__, vite.config.ts).
// Not a lazy component: a Suspense boundary around the page made its hydration fail now and then.
const PageInEnglish = __ENGLISH_FALLBACK__ ? EnglishFallback : null;
const Dialogs = lazyIsland(() => loadDialogs().then((module) => module.ShellDialogs), {
  onApproach: false,
});

/**
 * The navigation is prerendered loader data, in the page's language: the page carries it once, and
 * no route's JavaScript repeats the menus' and footer's links (about 3 KB gzipped on every visit).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  return {
    ...shellData(localizedModule(navContent, "navigation", locale)),
    ...shellStrings(
      localizedModule(navCopy, "nav", locale),
      localizedModule(marketplaceCopy, "marketplace", locale),
    ),
    newsletter: newsletterCopyOf(
      localizedModule(navCopy, "nav", locale),
      localizedModule(intakeContent, "intake", locale),
      locale,
    ),
    feed: {
      title: localizedModule(blogCopy, "blog", locale).feedCopy.title,
      href: localizedPath(feedPath, locale),
    },
    // Each published language's offer, in that language.
    languageSuggestion: Object.fromEntries(
      siteLocales.map((code) => [
        code,
        localizedModule(suggestion, "language-suggestion", code).suggestionCopy,
      ]),
    ) as Record<SiteLocale, suggestion.SuggestionCopy>,
    ...englishFallback(locale),
  };
}

/**
 * The pages a language lacks the translation of (none while every published language is complete)
 * and the notice they show above their English text.
 */
function englishFallback(locale: SiteLocale) {
  const pages = englishOnlyPages(locale);
  if (!pages.length) return {};
  const { lang } = documentLanguage(locale);
  const language = new Intl.DisplayNames([lang], { type: "language" }).of(lang) ?? lang;
  const { fallbackNotice } = localizedModule(navCopy, "nav", locale);
  return { englishOnly: { pages, notice: fillTemplate(fallbackNotice, { language }) } };
}

/**
 * Client navigations read the prerendered data (serverLoader fetches the page's .data file). Only
 * the SPA fallback, which answers an unknown address, has none: its data comes from the modules,
 * in the address's language, so /fr/… lands on a French shell.
 */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  // A first segment that is not a published language's prefix (/xx/pricing, /en/pricing) is an
  // unknown path. A 404 (not a redirect): the root's error boundary sends the visitor home, as
  // the not-found route does, and the page's meta is not asked for tags it has no data for (a
  // concurrent render may still call it once without data: see loaderMeta in lib/route-meta.ts).
  if (!isLanguagePrefix(params.lang)) throw data(null, { status: 404, statusText: "Not Found" });
  // Called while hydrating only where the page has no prerendered data: the SPA fallback. Later
  // calls are navigations to a prerendered page, whose .data file holds the shell's data.
  if (document.documentElement.dataset.hydrated === "true") return serverLoader();
  const { fallbackShellData } = await import("./shell-data");
  return fallbackShellData(localeFromRequest(request));
}

/** The same for every page of a language: refetched only when the visitor changes language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

/** Its own component so that only it, not the whole shell, re-renders when the first toast comes. */
function Toasts({ closeLabel, label }: { closeLabel: string; label: string }) {
  const { resolvedTheme } = useTheme();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the site header and the small-screen search bar: an answer never covers its box. */}
      <Toaster
        theme={resolvedTheme}
        below="#app-root > div > header, #mobile-search"
        closeLabel={closeLabel}
        label={label}
      />
    </Suspense>
  );
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  const { navItems, launcher, languages, utilityLinks, legalLinks } = loaderData;
  const { accountLinks, footerGroups, footerBlurb, promotion, feed } = loaderData;
  const { copy, themeCopy, cookieCopy, searchCopy, assistantCopy, supportChatCopy, chatPanelCopy } =
    loaderData;
  const { cartLinkCopy, newsletter } = loaderData;
  const { language, changeLanguage } = useLanguageChoice(
    (code) => languages.find((entry) => entry.code === code)?.name ?? code,
  );
  return (
    <div className="flex min-h-screen flex-col">
      {/* React places it in the head: the blog feed in the page's language. */}
      {feed && (
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      )}
      {/* First in the tab order, right after the skip link: it covers the page from its first
          paint, although it is painted at the bottom. */}
      <CookieBanner copy={cookieCopy} />
      <PromoBanner {...promotion} />
      <SiteHeader
        items={navItems}
        launcher={launcher}
        languages={languages}
        language={language}
        onLanguageChange={changeLanguage}
        signIn={accountLinks.signIn}
        requestDemo={accountLinks.requestDemo}
        contact={accountLinks.contact}
        copy={copy}
        search={<NavSearch copy={searchCopy} />}
        cart={<CartLink copy={cartLinkCopy} />}
        themeToggle={<ThemeToggle copy={themeCopy} />}
        notice={<LanguageSuggestion copy={loaderData.languageSuggestion} />}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {PageInEnglish && "englishOnly" in loaderData && loaderData.englishOnly ? (
          <PageInEnglish englishOnly={loaderData.englishOnly} />
        ) : (
          <Outlet />
        )}
      </main>
      {/* After the page's own content, before the footer's long link lists. */}
      <ChatLaunchers
        assistant={assistantCopy}
        support={supportChatCopy}
        preloadWindows={loadDialogs}
      />
      <Dialogs
        items={navItems}
        utilityLinks={utilityLinks}
        legalLinks={legalLinks}
        languages={languages}
        signIn={accountLinks.signIn}
        requestDemo={accountLinks.requestDemo}
        copy={copy}
        themeCopy={themeCopy}
        searchCopy={searchCopy}
        assistant={assistantCopy}
        support={supportChatCopy}
        panel={chatPanelCopy}
      />
      <Footer groups={footerGroups} blurb={footerBlurb} copy={copy} newsletter={newsletter} />
      <DeferredNewsletterOutcome copy={newsletter} />
      <Toasts
        closeLabel={loaderData.documentCopy.dismissToast}
        label={loaderData.copy.toastsLabel}
      />
    </div>
  );
}
