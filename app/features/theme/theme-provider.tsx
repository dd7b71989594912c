import { createContext, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { createStore, storageKeys, useStore } from "~/lib/storage";
import { useInteractive } from "~/lib/use-interactive";
import { earlyChoiceAttribute, resolveTheme, themeSchema } from "./theme";
import type { ResolvedTheme, Theme } from "./theme";

export type ThemeState = { theme: Theme; resolvedTheme: ResolvedTheme };

export type ThemeContextValue = ThemeState & { setTheme: (theme: Theme) => void };

/**
 * What the provider hands down: the same object for the page's life, holding the current theme as
 * a small store that `useTheme` subscribes to. A context whose value changes after hydration (a
 * stored dark theme is read then) would reach every part of the page React has not hydrated yet
 * (the lazy islands) and make React throw their prerendered HTML away and render them anew; an
 * external store reaches only the components that read it, once they have hydrated.
 */
export type ThemeHolder = {
  current: ThemeState;
  subscribe: (listener: () => void) => () => void;
  setTheme: (theme: Theme) => void;
};

export const ThemeContext = createContext<ThemeHolder | null>(null);

export const defaultTheme: Theme = "light";
/** What the prerendered page shows, and so what a hydrating component must render. */
export const prerenderedTheme: ThemeState = { theme: defaultTheme, resolvedTheme: "light" };
export const themeStore = createStore(storageKeys.theme, themeSchema, defaultTheme);

const darkQuery = "(prefers-color-scheme: dark)";

function subscribeSystem(listener: () => void) {
  const mql = window.matchMedia(darkQuery);
  mql.addEventListener("change", listener);
  return () => mql.removeEventListener("change", listener);
}

function createThemeHolder(setTheme: (theme: Theme) => void) {
  const listeners = new Set<() => void>();
  const holder = {
    current: prerenderedTheme,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setTheme,
    publish: (next: ThemeState) => {
      if (
        next.theme === holder.current.theme &&
        next.resolvedTheme === holder.current.resolvedTheme
      )
        return;
      holder.current = next;
      for (const listener of listeners) listener();
    },
  };
  return holder;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const stored = useStore(themeStore);
  // Kept in memory too, so the toggle still works for this page when storage refuses the write.
  const [override, setOverride] = useState<Theme | null>(null);
  const theme = override ?? stored;
  const systemDark = useSyncExternalStore(
    subscribeSystem,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  );
  const resolvedTheme = resolveTheme(theme, systemDark);
  const hydrated = useInteractive();

  useEffect(() => {
    // The inline head script already set the class; touching it during the hydrating render
    // (which sees the server snapshot, "light") would flash the wrong theme.
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.toggle("dark", resolvedTheme === "dark");
    root.style.colorScheme = resolvedTheme;
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    setOverride(next);
    themeStore.write(next);
  }, []);

  useEffect(() => {
    // Chosen before the code ran (themeToggleScript): adopt it, and store it if consented. After
    // hydration, not in it: the hydrating render must match the HTML, which shows the default.
    const root = document.documentElement;
    const early = root.getAttribute(earlyChoiceAttribute);
    root.removeAttribute(earlyChoiceAttribute);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (early === "dark" || early === "light") setTheme(early);
  }, [setTheme]);

  const [holder] = useState(() => createThemeHolder(setTheme));
  useEffect(() => holder.publish({ theme, resolvedTheme }), [holder, theme, resolvedTheme]);

  return <ThemeContext value={holder}>{children}</ThemeContext>;
}
