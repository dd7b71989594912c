import { describe, expect, it } from "vitest";
import { observatoryScore } from "./observatory.mjs";
import { contentSecurityPolicy, metaPolicy, securityHeaders } from "./security-headers.mjs";

const pageUrl = "https://www.example.test/";
const html = (meta = "") =>
  `<html><head>${meta}<script>inline()</script></head><body><script type="module" src="/assets/a.js"></script></body></html>`;

describe("observatoryScore", () => {
  it("gives a site with no security headers an F", () => {
    const { score, grade } = observatoryScore({ headers: new Headers(), html: html(), pageUrl });
    // CSP -25, HSTS -20, XCTO -5, XFO -20
    expect(score).toBe(30);
    expect(grade).toBe("D");
  });

  it("penalises 'unsafe-inline' in script-src", () => {
    const headers = new Headers({ "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" });
    const { tests } = observatoryScore({ headers, html: html(), pageUrl });
    expect(tests["content-security-policy"]).toEqual({ result: "csp-implemented-with-unsafe-inline", modifier: -20 });
  });

  it("treats a header without script-src or default-src as unrestricted scripts", () => {
    const headers = new Headers({ "content-security-policy": "frame-ancestors 'none'" });
    const { tests } = observatoryScore({ headers, html: html(), pageUrl });
    expect(tests["content-security-policy"].result).toBe("csp-implemented-with-unsafe-inline");
  });

  it("ignores frame-ancestors in a meta policy", () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; frame-ancestors 'none'"/>`;
    const { tests } = observatoryScore({ headers: new Headers(), html: html(meta), pageUrl });
    expect(tests["x-frame-options"].result).toBe("x-frame-options-not-implemented");
  });

  it("scores this site's header and meta policies at A+ (100 or more)", () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(["'sha256-abc='"])}"/>`;
    const headers = new Headers(securityHeaders);
    expect(headers.get("content-security-policy")).toBe(contentSecurityPolicy);
    const { score, grade, tests } = observatoryScore({ headers, html: html(meta), pageUrl });
    expect(tests["content-security-policy"].modifier).toBeGreaterThanOrEqual(0);
    expect(score).toBeGreaterThanOrEqual(100);
    expect(grade).toBe("A+");
  });
});
