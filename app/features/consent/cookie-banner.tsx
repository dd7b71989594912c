import { Suspense, lazy, use, useEffect, useRef, useState } from "react";
import type { CookieNoticeCopy } from "~/content/nav";
import { useLocale, useLocalizedNavigate } from "~/lib/use-locale";
import type { ConsentCopy } from "~/content/consent";
import { openSettingsEvent } from "./open-settings";
import { isPlainClick } from "~/lib/plain-click";

// The prerender's parts (inline script, HTML), behind an SSR-only branch: the client build drops
// the import, and the prerender waits for it (`use`), as it waits for all content.
const serverParts = import.meta.env.SSR ? import("./banner-html") : null;

const ConsentDialog = lazy(() =>
  import("./consent-dialog").then((module) => ({ default: module.ConsentDialog })),
);

/**
 * The consent banner, prerendered on every page. Its behaviour is its inline script
 * (banner-script.ts): it decides before the banner paints whether it shows (marking
 * <html data-consent>, read by the CSS below, so a returning visitor never sees it flash), answers
 * Accept and Decline before and after the page's JavaScript arrives, and honours Global Privacy
 * Control. Its words are HTML (banner-markup.ts). So a first visit downloads almost none of it:
 * this component only opens the preferences dialog (loaded on first use) when asked, by the
 * banner's Preferences or the footer's "Cookie settings".
 */
export function CookieBanner({ copy }: { copy: CookieNoticeCopy }) {
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const banner = useRef<HTMLElement>(null);
  // The markup of a banner this client renders itself (the SPA fallback); empty when hydrated.
  const [markup, setMarkup] = useState("");
  const [dialog, setDialog] = useState<{ gpc: boolean; copy: ConsentCopy["dialog"] } | null>(null);
  const parts = import.meta.env.SSR && serverParts ? use(serverParts) : null;

  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!element) return;
    let detach = () => {};
    let gone = false;
    if (!element.firstChild)
      void import("./banner-fallback").then(async (module) => {
        const fallback = await module.fallbackBanner(element, copy, locale);
        if (gone) return fallback.detach();
        detach = fallback.detach;
        setMarkup(fallback.markup);
      });

    function open() {
      root.removeAttribute("data-consent-open");
      const gpc =
        (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
      // The dialog's code and its words in the page's language arrive together, on first use.
      void import("./consent-dialog")
        .then((module) => module.loadConsentCopy(locale))
        .then((copy) => {
          if (!gone) setDialog({ gpc, copy: copy.dialog });
        });
    }
    // Preferences pressed before this code was live (the inline script remembered it).
    if (root.hasAttribute("data-consent-open")) open();

    function onClick(event: MouseEvent) {
      const link = (event.target as Element).closest("a");
      if (!link || !isPlainClick(event)) return;
      // The policy link navigates within the app, like every other link on the page.
      event.preventDefault();
      void navigate(copy.policyHref);
    }
    element.addEventListener("click", onClick);
    document.addEventListener(openSettingsEvent, open);
    return () => {
      gone = true;
      detach();
      element.removeEventListener("click", onClick);
      document.removeEventListener(openSettingsEvent, open);
    };
  }, [copy, locale, navigate]);

  return (
    <>
      <script
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: parts ? parts.consentScript(locale) : "" }}
      />
      {/* Fixed and compact: it never moves the page and is never its largest paint. */}
      <section
        ref={banner}
        aria-label={copy.label}
        className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-lg border border-border bg-background p-3 text-foreground shadow-xl sm:px-4 [html[data-consent=set]_&]:hidden"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: parts ? parts.bannerMarkup(copy, parts.consentCopyOf(locale), locale) : markup,
        }}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <ConsentDialog
            gpc={dialog.gpc}
            copy={dialog.copy}
            locale={locale}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
