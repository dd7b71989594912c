import { useTheme } from "./use-theme";
import { Icon } from "~/components/ui/icon";
import type { ThemeCopy } from "~/content/nav";
import { otherLabelAttribute } from "./theme";

/**
 * Header button: its name states the action. Both icons are rendered and the `dark` class picks
 * one, so the right icon shows from first paint even before hydration reads the stored theme.
 * The inline head script (themeToggleScript) flips the theme on the click itself, from the first
 * paint; this handler then stores what the page shows.
 */
export function ThemeToggle({ copy }: { copy: ThemeCopy }) {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      data-theme-toggle=""
      onClick={(event) => {
        const dark = document.documentElement.classList.contains("dark");
        // Cancelled: the inline script has flipped the page already. What it shows decides.
        setTheme(dark === event.nativeEvent.defaultPrevented ? "dark" : "light");
      }}
      aria-label={next === "dark" ? copy.toDark : copy.toLight}
      {...{ [otherLabelAttribute]: next === "dark" ? copy.toLight : copy.toDark }}
      // The inline script swaps the two names if the visitor presses it before hydration.
      suppressHydrationWarning
      className="inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted"
    >
      <Icon name="moon" className="size-5 dark:hidden" aria-hidden="true" />
      <Icon name="sun" className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
