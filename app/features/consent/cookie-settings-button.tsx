/**
 * "Cookie settings" at the foot of every page: reopens the choice at any time, so withdrawing is as
 * easy as giving. A button, not a link: it opens a dialog and goes nowhere. The banner's inline
 * script (banner-script.ts) answers it as it answers the banner's Preferences, from the first
 * paint: it asks the banner, which owns the dialog, to open it, at once or once hydrated.
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" data-consent-choice="preferences" className={className}>
      {label}
    </button>
  );
}
