import { guardSchema, oneOf } from "~/lib/guard-schema";
import { inlineStoredValueExpression } from "~/lib/storage";

export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export const themeSchema = guardSchema(oneOf(themes));
export type ResolvedTheme = "light" | "dark";

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === "system") return systemPrefersDark ? "dark" : "light";
  return theme;
}

/**
 * Runs inline in <head> before first paint so a dark-theme visitor never sees a light flash.
 * It mirrors storage.ts's JSON encoding and falls back to the default on any error.
 */
export function themeInitScript(storageKey: string, defaultTheme: Theme): string {
  return `(function(){var t=${JSON.stringify(defaultTheme)};try{var v=${inlineStoredValueExpression(storageKey)};if(v==="light"||v==="dark"||v==="system")t=v}catch(e){}var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"})()`;
}

/** On the header's toggle: the name it will have once pressed (the inline script swaps them). */
export const otherLabelAttribute = "data-other-label";
/** Set by the inline script when the visitor picks a theme before the page's code runs. */
export const earlyChoiceAttribute = "data-theme-choice";

/**
 * Runs inline in <head>: the header's toggle ([data-theme-toggle]) and the mobile menu's switch
 * ([data-theme-switch]) change the theme at once, before any bundle has loaded. The toggle
 * flips the class and swaps its name, and cancels the click's default so the app's own handler,
 * once attached, knows the flip is done and only stores what the page shows. A choice made
 * before then is left on <html> for the theme provider to adopt (and store, if consented).
 */
export function themeToggleScript(): string {
  return `(function(d,r){function set(k){r.classList.toggle("dark",k);r.style.colorScheme=k?"dark":"light";r.setAttribute(${JSON.stringify(earlyChoiceAttribute)},k?"dark":"light")}d.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[data-theme-toggle]"),o;if(!t)return;e.preventDefault();set(!r.classList.contains("dark"));o=t.getAttribute(${JSON.stringify(otherLabelAttribute)});if(o){t.setAttribute(${JSON.stringify(otherLabelAttribute)},t.getAttribute("aria-label"));t.setAttribute("aria-label",o)}});d.addEventListener("change",function(e){var t=e.target;if(t.matches&&t.matches("[data-theme-switch]"))set(t.checked)})})(document,document.documentElement)`;
}
