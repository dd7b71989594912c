import type { Params, UIMatch } from "react-router";
import { defaultLocale, siteLocales } from "./locales";
import { inlineStoredValueExpression } from "./storage";

/**
 * A route can name a script for <head> that runs before first paint (a redirect, or the apply
 * page's job title for a submission made before hydration). It exists for redirects the spec makes: done after hydration, the visitor (and Lighthouse) waits for the whole bundle of a
 * page they never see; done in <head>, the target starts loading at once. Client-side
 * navigations don't run it (React inserts inert scripts), so routes keep their in-app redirect.
 */
export type PrePaintHandle = {
  prePaintScript?: (params: Params) => string | null;
};

function hasPrePaintScript(handle: unknown): handle is Required<PrePaintHandle> {
  return typeof handle === "object" && handle !== null && "prePaintScript" in handle;
}

export function prePaintScripts(matches: readonly UIMatch[]): string[] {
  return matches.flatMap((match) => {
    if (!hasPrePaintScript(match.handle)) return [];
    const script = match.handle.prePaintScript(match.params);
    return script ? [script] : [];
  });
}

/** A JS string literal that is also safe inside an HTML <script> element. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Replaces the history entry, like the in-app `<Navigate replace>` it stands in for. */
export function redirectScript(to: string): string {
  return `location.replace(${scriptLiteral(to)})`;
}

/**
 * Redirects unless the stored value equals `expected`, or the query has `passParam=1` (a page the
 * server sent the visitor to, which checks for itself). Storage that throws or holds garbage counts
 * as "not stored", exactly as storage.ts reads it.
 */
export function redirectUnlessStoredScript(
  key: string,
  expected: string,
  to: string,
  passParam?: string,
  /** `to` is an English path, taken to the current page's language ("/login" on /fr/admin is /fr/login). */
  localized = false,
): string {
  const pass = passParam
    ? `if(new URLSearchParams(location.search).get(${scriptLiteral(passParam)})==="1")return;`
    : "";
  const redirect = localized
    ? `location.replace(${localizedPathExpression(to)})`
    : redirectScript(to);
  return `(function(){${pass}try{if(${inlineStoredValueExpression(key)}===${scriptLiteral(expected)})return}catch(e){}${redirect}})()`;
}

/**
 * A script expression for the site path `path` in the language of the current address, for a
 * route module shared by every locale (its pre-paint script cannot know the locale in advance).
 */
export function localizedPathExpression(path: string): string {
  const prefixes = siteLocales.filter((code) => code !== defaultLocale).join("|");
  const rest = path === "/" ? "" : path;
  return `(function(m){return m?"/"+m[1]+${scriptLiteral(rest)}:${scriptLiteral(path)}})(new RegExp(${scriptLiteral(`^/(${prefixes})(?=/|$)`)}).exec(location.pathname))`;
}
