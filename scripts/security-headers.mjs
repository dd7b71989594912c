/**
 * The response headers every server of this site sends: `npm start` (scripts/serve.mjs),
 * deploy/nginx.conf and deploy/_headers are all generated from or checked against this list.
 */

/** The only third-party frame: the OpenStreetMap embed on /contact. */
export const frameSources = ["https://www.openstreetmap.org"];

/**
 * Two policies apply to every page and a resource must pass both:
 * - this header policy carries what a <meta> policy cannot (frame-ancestors) plus the rules that
 *   never vary; it leaves scripts to the page policy, since inline scripts differ per page;
 * - the page policy (metaPolicy) is written into each HTML file by scripts/postbuild.mjs with the
 *   SHA-256 hashes of exactly that page's inline scripts: no 'unsafe-inline', no 'unsafe-eval'.
 */
export const contentSecurityPolicy = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  `frame-src ${frameSources.join(" ")}`,
  "upgrade-insecure-requests",
].join("; ");

export function metaPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Radix and sonner set inline styles at runtime; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // The map host too: /contact loads one small image from it to tell whether the map can load.
    ["img-src 'self' data:", ...frameSources].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSources.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
  "interest-cohort=()",
].join(", ");

export const securityHeaders = {
  "Content-Security-Policy": contentSecurityPolicy,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export const cacheControl = {
  /** Vite puts content-hashed files under /assets/: safe to cache for a year. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML and unhashed files must revalidate so a deploy shows at once. */
  revalidate: "no-cache",
};

export function isHashedAsset(pathname) {
  return pathname.startsWith("/assets/");
}
