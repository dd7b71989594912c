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
