/**
 * What the prerender writes for the banner: its inline script and its HTML. Imported only by a
 * dynamic import inside an SSR-only branch (cookie-banner.tsx), so no client chunk references it:
 * a static import would put the banner's words in all three languages into the site's shell chunk.
 */
export { bannerMarkup } from "./banner-markup";
export { consentScript } from "./banner-script";
