/**
 * A banner the client renders itself, where no prerendered page ran the inline script (the SPA
 * fallback that answers an unknown address): its HTML, the state the script would have marked,
 * and the script's clicks, done with the app's own code. Loaded only then.
 */
import type { CookieNoticeCopy } from "~/content/nav";
import type { SiteLocale } from "~/lib/locales";
import { bannerMarkup } from "./banner-markup";
import { loadConsentCopy } from "./consent-copy";
import { consentStore } from "~/lib/storage";
import { allOff, allOn, decide, markBanner, sendsGlobalPrivacyControl } from "./consent-actions";

export async function fallbackBanner(
  element: HTMLElement,
  copy: CookieNoticeCopy,
  locale: SiteLocale,
): Promise<{ markup: string; detach: () => void }> {
  const words = await loadConsentCopy(locale);
  if (consentStore.read() !== null) markBanner("set");
  else if (sendsGlobalPrivacyControl()) {
    decide(allOff, "gpc", locale);
    markBanner("gpc");
  }
  function onClick(event: MouseEvent) {
    const choice = (event.target as Element)
      .closest("[data-consent-choice]")
      ?.getAttribute("data-consent-choice");
    if (choice === "accept") decide(allOn, "banner", locale);
    else if (choice === "decline") decide(allOff, "banner", locale);
    else if (choice === "ok") markBanner("set");
    // Preferences: the banner component's own listener opens the dialog.
  }
  element.addEventListener("click", onClick);
  return {
    markup: bannerMarkup(copy, words, locale),
    detach: () => element.removeEventListener("click", onClick),
  };
}
