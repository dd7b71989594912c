import { Switch } from "radix-ui";
import { useId } from "react";
import { useTheme } from "./use-theme";
import { Icon } from "~/components/ui/icon";
import type { ThemeCopy } from "~/content/nav";

/** The mobile menu's switch: on means dark. */
export function ThemeSwitch({ copy }: { copy: ThemeCopy }) {
  const { resolvedTheme, setTheme } = useTheme();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border border-border px-3 py-2.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Icon name="moon" className="size-4" aria-hidden="true" />
        {copy.darkTheme}
      </label>
      <Switch.Root
        id={id}
        checked={resolvedTheme === "dark"}
        onCheckedChange={(checked) => setTheme(checked ? "dark" : "light")}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </div>
  );
}
