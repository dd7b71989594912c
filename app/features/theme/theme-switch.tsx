import { useId } from "react";
import { useTheme } from "./use-theme";
import { Icon } from "~/components/ui/icon";
import type { ThemeCopy } from "~/content/nav";

/** The mobile menu's switch: on means dark. A native checkbox, shown as a switch. */
export function ThemeSwitch({ copy }: { copy: ThemeCopy }) {
  const { resolvedTheme, setTheme } = useTheme();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border border-border px-3 py-2.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Icon name="moon" className="size-4" aria-hidden="true" />
        {copy.darkTheme}
      </label>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          // The inline head script (themeToggleScript) applies it before the page's code runs.
          data-theme-switch=""
          checked={resolvedTheme === "dark"}
          onChange={(event) => setTheme(event.target.checked ? "dark" : "light")}
          className="peer absolute inset-0 cursor-pointer appearance-none rounded-full bg-input transition-colors checked:bg-primary"
        />
        {/* The thumb, moved to the far side (mirrored right to left) when on. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-0.5 top-0.5 size-5 rounded-full bg-background shadow transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5"
        />
      </span>
    </div>
  );
}
