/**
 * The MDN HTTP Observatory's scoring rules, applied to one response (headers + HTML).
 * Scoring as published: start at 100, apply every penalty; only when the result is at least 90
 * are the bonuses added. Tests that need a live TLS endpoint (redirection from http://, HSTS
 * preload list) are scored as they would be behind TLS with an http->https redirect: 0.
 *
 * CSP: the header policy and <meta http-equiv> policies are combined the way browsers enforce
 * them: a source is allowed only if every policy that restricts that directive allows it.
 */

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isHashOrNonce = (s) => /^'(sha256|sha384|sha512|nonce)-/.test(s);

export function parsePolicy(text) {
  const directives = new Map();
  for (const part of text.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (directives.has(key)) throw new Error(`duplicate directive ${key}`);
    directives.set(key, new Set(sources.length ? sources.map((s) => s.toLowerCase()) : ["'none'"]));
  }
  return directives;
}

/** Effective sources of a fetch directive in one policy (falls back to default-src), or null if unrestricted. */
function effective(policy, directive) {
  return policy.get(directive) ?? policy.get("default-src") ?? null;
}

/** Sources allowed by all policies together (null = no policy restricts the directive). */
function combined(policies, directive) {
  let result = null;
  for (const policy of policies) {
    const sources = effective(policy, directive);
    if (!sources) continue;
    const copy = new Set(sources);
    if ([...copy].some(isHashOrNonce)) copy.delete("'unsafe-inline'");
    result = result ? new Set([...result].filter((s) => copy.has(s) || isHashOrNonce(s))) : copy;
  }
  return result;
}

export function metaPolicies(html) {
  const policies = [];
  for (const match of html.matchAll(/<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/gi)) {
    const policy = parsePolicy(match[1]);
    for (const forbidden of ["frame-ancestors", "report-uri", "sandbox"]) policy.delete(forbidden);
    policies.push(policy);
  }
  return policies;
}

function cspTest(headers, html) {
  const headerText = headers.get("content-security-policy");
  let headerPolicies;
  let policies;
  try {
    headerPolicies = headerText ? headerText.split(",").map(parsePolicy) : [];
    policies = [...headerPolicies, ...metaPolicies(html)];
  } catch {
    return { result: "csp-header-invalid", modifier: -25 };
  }
  if (policies.length === 0) return { result: "csp-not-implemented", modifier: -25 };

  const script = combined(policies, "script-src") ?? new Set(["*"]);
  const object = combined(policies, "object-src") ?? new Set(["*"]);
  const style = combined(policies, "style-src") ?? new Set(["*"]);
  const passive = [...(combined(policies, "img-src") ?? []), ...(combined(policies, "media-src") ?? [])];
  const active = policies.flatMap((p) => [...p.entries()].filter(([d]) => d !== "img-src" && d !== "media-src").flatMap(([, s]) => [...s]));
  const defaultSrc = combined(policies, "default-src");

  const frameAncestors = headerPolicies.map((p) => p.get("frame-ancestors")).find(Boolean);
  const antiClickjacking = !!frameAncestors && ![...frameAncestors].some((s) => BROAD.has(s));

  let result;
  let modifier;
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    [result, modifier] = ["csp-implemented-with-unsafe-inline", -20];
  } else if (active.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    [result, modifier] = ["csp-implemented-with-insecure-scheme", -20];
  } else if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    [result, modifier] = ["csp-implemented-with-unsafe-eval", -10];
  } else if (passive.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    [result, modifier] = ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10];
  } else if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))) {
    [result, modifier] = ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  } else if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    [result, modifier] = ["csp-implemented-with-no-unsafe-default-src-none", 10];
  } else {
    [result, modifier] = ["csp-implemented-with-no-unsafe", 5];
  }
  return { result, modifier, antiClickjacking };
}

function cookiesTest(headers) {
  const cookies = headers.getSetCookie?.() ?? (headers.get("set-cookie") ? [headers.get("set-cookie")] : []);
  if (cookies.length === 0) return { result: "cookies-not-found", modifier: 0 };
  const allSecure = cookies.every((c) => /;\s*secure/i.test(c) && /;\s*samesite=(strict|lax)/i.test(c));
  return allSecure
    ? { result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { result: "cookies-without-secure-flag", modifier: -20 };
}

function corsTest(headers) {
  const origin = headers.get("access-control-allow-origin");
  if (!origin) return { result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (origin.trim() === "*" && !headers.get("access-control-allow-credentials"))
    return { result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
  return { result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
}

function referrerTest(headers) {
  const value = headers.get("referrer-policy");
  if (!value) return { result: "referrer-policy-not-implemented", modifier: 0 };
  const last = value.split(",").map((v) => v.trim().toLowerCase()).filter(Boolean).at(-1);
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last))
    return { result: "referrer-policy-private", modifier: 5 };
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(last))
    return { result: "referrer-policy-unsafe", modifier: -5 };
  return { result: "referrer-policy-header-invalid", modifier: -5 };
}

function hstsTest(headers) {
  const value = headers.get("strict-transport-security");
  if (!value) return { result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(value.match(/max-age=(\d+)/i)?.[1]);
  if (!Number.isFinite(maxAge)) return { result: "hsts-header-invalid", modifier: -20 };
  return maxAge >= 15768000
    ? { result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function sriTest(html, pageUrl) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  const external = scripts
    .map((attrs) => ({ src: attrs.match(/\bsrc="([^"]+)"/i)?.[1], integrity: /\bintegrity=/i.test(attrs) }))
    .filter((s) => s.src && new URL(s.src, pageUrl).origin !== new URL(pageUrl).origin);
  if (scripts.length === 0) return { result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  if (external.length === 0) return { result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  if (external.some((s) => s.src.startsWith("http:") || s.src.startsWith("//")))
    return { result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 };
  return external.every((s) => s.integrity)
    ? { result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
    : { result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function xctoTest(headers) {
  return headers.get("x-content-type-options")?.trim().toLowerCase() === "nosniff"
    ? { result: "x-content-type-options-nosniff", modifier: 0 }
    : { result: "x-content-type-options-not-implemented", modifier: -5 };
}

function xfoTest(headers, antiClickjacking) {
  if (antiClickjacking) return { result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const value = headers.get("x-frame-options")?.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return { result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { result: "x-frame-options-not-implemented", modifier: -20 };
}

function corpTest(headers) {
  const value = headers.get("cross-origin-resource-policy")?.trim().toLowerCase();
  if (!value) return { result: "cross-origin-resource-policy-not-implemented", modifier: 0 };
  if (value === "same-origin") return { result: "cross-origin-resource-policy-implemented-with-same-origin", modifier: 10 };
  if (value === "same-site") return { result: "cross-origin-resource-policy-implemented-with-same-site", modifier: 10 };
  if (value === "cross-origin") return { result: "cross-origin-resource-policy-implemented-with-cross-origin", modifier: 0 };
  return { result: "cross-origin-resource-policy-header-invalid", modifier: -5 };
}

/**
 * @param {{ headers: Headers, html: string, pageUrl: string }} response
 * @returns {{ score: number, grade: string, tests: Record<string, { result: string, modifier: number }> }}
 */
export function observatoryScore({ headers, html, pageUrl }) {
  const csp = cspTest(headers, html);
  const tests = {
    "content-security-policy": { result: csp.result, modifier: csp.modifier },
    cookies: cookiesTest(headers),
    "cross-origin-resource-sharing": corsTest(headers),
    redirection: { result: "redirection-to-https", modifier: 0 },
    "referrer-policy": referrerTest(headers),
    "strict-transport-security": hstsTest(headers),
    "subresource-integrity": sriTest(html, pageUrl),
    "x-content-type-options": xctoTest(headers),
    "x-frame-options": xfoTest(headers, csp.antiClickjacking),
    "cross-origin-resource-policy": corpTest(headers),
  };
  const modifiers = Object.values(tests).map((t) => t.modifier);
  let score = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  if (score >= 90) score += modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  score = Math.max(score, 0);
  return { score, grade: gradeFor(score), tests };
}

export function gradeFor(score) {
  const chart = [[100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"]];
  return chart.find(([min]) => score >= min)?.[1] ?? "F";
}
