import { use, useSyncExternalStore } from "react";
import { ThemeContext, prerenderedTheme } from "./theme-provider";
import type { ThemeContextValue } from "./theme-provider";

/**
 * The page's theme and the way to change it. While hydrating it is what the prerendered page
 * shows (the light default); the visitor's stored or early choice follows right after.
 */
export function useTheme(): ThemeContextValue {
  const holder = use(ThemeContext);
  if (!holder) throw new Error("useTheme must be used within a ThemeProvider");
  const state = useSyncExternalStore(
    holder.subscribe,
    () => holder.current,
    () => prerenderedTheme,
  );
  return { ...state, setTheme: holder.setTheme };
}
