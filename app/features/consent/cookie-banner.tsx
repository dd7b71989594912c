import { useState } from "react";
import { Link } from "~/components/ui/link";
import type { CookieNoticeCopy } from "~/content/nav";
import { useHydrated } from "~/lib/storage";
import { consentStore, useConsent } from "./consent-store";
import type { ConsentValue } from "./consent-store";

/**
 * Shown only once hydrated and only while no choice is stored, so a returning visitor never sees
 * it flash. Fixed and compact: it never moves the page and is never its largest paint.
 */
export function CookieBanner({ copy: cookieNotice }: { copy: CookieNoticeCopy }) {
  const hydrated = useHydrated();
  const stored = useConsent();
  // If storage refuses the write, the choice still holds for this page.
  const [chosen, setChosen] = useState<ConsentValue | null>(null);
  if (!hydrated || stored !== null || chosen !== null) return null;

  function choose(value: ConsentValue) {
    setChosen(value);
    consentStore.write(value);
  }

  return (
    <section
      aria-label={cookieNotice.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-2xl flex-col gap-3 rounded-lg border border-border bg-background p-3 text-foreground shadow-xl sm:flex-row sm:items-center sm:gap-4 sm:px-4"
    >
      <p className="flex-1 text-xs leading-relaxed text-muted-foreground sm:text-sm">
        {cookieNotice.text}{" "}
        <Link
          to={cookieNotice.policyHref}
          className="font-medium text-link underline underline-offset-2"
        >
          {cookieNotice.policyText}
        </Link>
      </p>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={() => choose("declined")}
          className="inline-flex h-8 flex-1 items-center justify-center rounded-md border border-input px-3 text-sm font-medium hover:bg-muted sm:flex-none"
        >
          {cookieNotice.decline}
        </button>
        <button
          type="button"
          onClick={() => choose("accepted")}
          className="inline-flex h-8 flex-1 items-center justify-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary-hover sm:flex-none"
        >
          {cookieNotice.accept}
        </button>
      </div>
    </section>
  );
}
