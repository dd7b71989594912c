import { useTheme } from "./use-theme";
import { Icon } from "~/components/ui/icon";
import type { ThemeCopy } from "~/content/nav";

/**
 * Header button: its name states the action. Both icons are rendered and the `dark` class picks
 * one, so the right icon shows from first paint even before hydration reads the stored theme.
 */
export function ThemeToggle({ copy }: { copy: ThemeCopy }) {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      // What the visitor sees decides, not the state: a click held before hydration is replayed
      // while the stored theme may not have reached the state yet (app/lib/held-actions.ts).
      onClick={() =>
        setTheme(document.documentElement.classList.contains("dark") ? "light" : "dark")
      }
      aria-label={next === "dark" ? copy.toDark : copy.toLight}
      className="inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted"
    >
      <Icon name="moon" className="size-5 dark:hidden" aria-hidden="true" />
      <Icon name="sun" className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
