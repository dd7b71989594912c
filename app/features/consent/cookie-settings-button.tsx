import { useLocale } from "~/lib/use-locale";
import { openSettingsEvent } from "./open-settings";
import { cookieSettingsLabel } from "./settings-label";

/**
 * "Cookie settings" at the foot of every page: reopens the choice at any time, so withdrawing is as
 * easy as giving. The banner (always mounted in the shell) owns the dialog; this only asks for it.
 * A button, not a link: it opens a dialog and goes nowhere. Clicked before the footer's code has
 * loaded, the held-actions script holds the click and replays it.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <button
      type="button"
      className={className}
      onClick={() => document.dispatchEvent(new Event(openSettingsEvent))}
    >
      {cookieSettingsLabel[locale]}
    </button>
  );
}
