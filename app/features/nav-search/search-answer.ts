import { showToast } from "~/lib/lazy-toast";
import type { SearchCopy } from "~/content/nav";
import { localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import { loadSearchIntents } from "./intent-tables";
import { navigationMessage, noMatchMessage, searchOutcome } from "./match-intent";

/** Time to read the 'AI Navigation' toast before it navigates by itself; Go does it at once. */
export const autoNavigateDelayMs = 1500;
/** Queries are echoed in toasts; a pasted essay is cut so the toast stays readable. */
export const maxEchoLength = 80;

export function echo(query: string): string {
  return query.length > maxEchoLength ? `${query.slice(0, maxEchoLength)}…` : query;
}

// The intent table of the page's language, fetched while the search "thinks".
export { loadSearchIntents };

/**
 * Answers one search once its "thinking" time is over: a toast that explains, or one that takes
 * the visitor to the page it found (by itself after a moment, or at once with Go).
 */
export function answerSearch({
  text,
  intents,
  copy,
  locale,
  navigate,
  later,
  onNavigated,
}: {
  text: string;
  intents: Parameters<typeof searchOutcome>[1];
  copy: SearchCopy;
  locale: SiteLocale;
  navigate: (path: string) => void;
  later: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  onNavigated: () => void;
}) {
  const outcome = searchOutcome(text, intents);
  if (outcome.kind === "none") {
    showToast("error", copy.resultTitle, {
      description: noMatchMessage(echo(outcome.query), copy),
    });
    return;
  }
  if (outcome.kind === "respond") {
    showToast("default", copy.answerTitle, { description: outcome.response });
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(autoTimer);
    if (outcome.external) window.open(outcome.path, "_blank", "noopener,noreferrer");
    else navigate(outcome.path);
    onNavigated();
  };
  const autoTimer = later(go, autoNavigateDelayMs);
  showToast("default", copy.navigationTitle, {
    description: navigationMessage(
      outcome,
      copy,
      outcome.external ? outcome.path : localizedPath(outcome.path, locale),
    ),
    action: { label: outcome.external ? copy.openLink : copy.go, onClick: go },
  });
}
