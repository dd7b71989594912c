/**
 * What the prerender writes for the banner: its inline script and its HTML. Imported only by a
 * dynamic import inside an SSR-only branch (cookie-banner.tsx), so no client chunk references it:
 * a static import would put the banner's words into the site's shell chunk.
 */
import * as consent from "~/content/consent";
import { localizedModule } from "~/content/localized-copy";
import type { SiteLocale } from "~/lib/locales";

export { bannerMarkup } from "./banner-markup";

/** The banner's words in `locale`, read at prerender time like every page's copy. */
export const consentCopyOf = (locale: SiteLocale) =>
  localizedModule(consent, "consent", locale).consentCopy;
export { consentScript } from "./banner-script";
