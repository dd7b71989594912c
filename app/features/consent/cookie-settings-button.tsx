import { useLocale } from "~/lib/use-locale";
import { cookieSettingsLabel } from "./settings-label";

/**
 * "Cookie settings" at the foot of every page: reopens the choice at any time, so withdrawing is as
 * easy as giving. A button, not a link: it opens a dialog and goes nowhere. The banner's inline
 * script (banner-script.ts) answers it as it answers the banner's Preferences, from the first
 * paint: it asks the banner, which owns the dialog, to open it, at once or once hydrated.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <button type="button" data-consent-choice="preferences" className={className}>
      {cookieSettingsLabel[locale]}
    </button>
  );
}
