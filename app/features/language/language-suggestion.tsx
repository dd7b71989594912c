import type { KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import type { SuggestionCopy } from "~/content/language-suggestion";
import { localeInfo } from "~/lib/locales";
import type { SiteLocale } from "~/lib/locales";
import { useLanguageSuggestion } from "./use-language-choice";

/**
 * The offer to read the page in the visitor's language, hanging just below the sticky header (its
 * positioned parent) without moving the page. Plain markup from the shell's own code rather than a
 * toast: a toast would fetch sonner and restyle the whole page while it is still loading, for every
 * visitor who opens a page in another language than their browser's.
 */
export function LanguageSuggestion({ copy }: { copy: Record<SiteLocale, SuggestionCopy> }) {
  const offer = useLanguageSuggestion();
  if (offer === null) return null;
  const { text, action, dismiss } = copy[offer.wanted];
  const { lang, dir } = localeInfo(offer.wanted);
  // Escape on either answer dismisses, as it would a toast.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") offer.dismiss();
  };
  return (
    <div className="pointer-events-none absolute inset-x-0 top-full flex justify-center px-3 pt-3">
      <div
        lang={lang}
        dir={dir}
        className="pointer-events-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-background px-4 py-3 text-sm text-foreground shadow-lg"
      >
        <p role="status" lang={lang}>
          {text}
        </p>
        <div className="flex gap-2">
          <Button size="sm" onClick={offer.follow} onKeyDown={onKeyDown}>
            {action}
          </Button>
          <Button size="sm" variant="ghost" onClick={offer.dismiss} onKeyDown={onKeyDown}>
            {dismiss}
          </Button>
        </div>
      </div>
    </div>
  );
}
