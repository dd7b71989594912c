import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import type { ReactNode } from "react";
import { createStore, storageKeys, useHydrated, useStore } from "~/lib/storage";
import { earlyChoiceAttribute, resolveTheme, themeSchema } from "./theme";
import type { ResolvedTheme, Theme } from "./theme";

export type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export const defaultTheme: Theme = "light";
export const themeStore = createStore(storageKeys.theme, themeSchema, defaultTheme);

const darkQuery = "(prefers-color-scheme: dark)";

function subscribeSystem(listener: () => void) {
  const mql = window.matchMedia(darkQuery);
  mql.addEventListener("change", listener);
  return () => mql.removeEventListener("change", listener);
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
  const hydrated = useHydrated();

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

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
