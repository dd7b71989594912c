import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useLocalizedNavigate } from "~/lib/use-locale";
import { showToast } from "~/lib/lazy-toast";
import type { SearchCopy } from "~/content/nav";
import { localizedPath } from "~/lib/i18n";
import type { SiteLocale } from "~/lib/locales";
import { loadSearchIntents } from "./intent-tables";
import type { SearchOutcome } from "./match-intent";

// The intent table (in the page's language) and its matcher are only needed once a visitor
// searches: they load during the "thinking" time, not with every page.
const loadSearch = (locale: SiteLocale) =>
  Promise.all([loadSearchIntents(locale), import("./match-intent")]).then(
    ([searchIntents, matcher]) => ({
      outcome: (text: string): SearchOutcome => matcher.searchOutcome(text, searchIntents),
      noMatchMessage: matcher.noMatchMessage,
      navigationMessage: matcher.navigationMessage,
    }),
  );

/** The spec's simulated "thinking" time before a result. */
export const searchDelayMs = 1200;
/** Time to read the 'AI Navigation' toast before it navigates by itself; Go does it at once. */
export const autoNavigateDelayMs = 1500;
/** Queries are echoed in toasts; a pasted essay is cut so the toast stays readable. */
export const maxEchoLength = 80;

export function echo(query: string): string {
  return query.length > maxEchoLength ? `${query.slice(0, maxEchoLength)}…` : query;
}

/**
 * The AI navigation search: idle, searching for 1.2 s, a toast with the result, input cleared.
 * `onNavigate` runs once the search has taken the visitor to its page (the small-screen bar closes).
 */
export function useNavSearch({
  onNavigate,
  copy: searchCopy,
}: {
  onNavigate?: () => void;
  /** The search's words in the page's language. */
  copy: SearchCopy;
}) {
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const navigated = useRef(onNavigate);
  useEffect(() => {
    navigated.current = onNavigate;
  });
  const [query, setQuery] = useState("");
  const [searching, setSearching] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current = timers.current.filter((timer) => timer !== id);
      fn();
    }, ms);
    timers.current.push(id);
    return id;
  }, []);

  const submit = useCallback(() => {
    const text = query.trim();
    if (!text || searching) return;
    setSearching(true);
    const search = loadSearch(locale);
    later(async () => {
      const result = await search.then(
        (matcher) => ({ matcher, outcome: matcher.outcome(text) }),
        () => null,
      );
      setSearching(false);
      if (!result) {
        // The table could not be fetched (offline, a new deploy): keep the query to try again.
        showToast("error", searchCopy.resultTitle, { description: searchCopy.unavailable });
        return;
      }
      const { matcher, outcome } = result;
      setQuery("");
      if (outcome.kind === "none") {
        showToast("error", searchCopy.resultTitle, {
          description: matcher.noMatchMessage(echo(outcome.query), searchCopy),
        });
        return;
      }
      if (outcome.kind === "respond") {
        showToast("default", searchCopy.answerTitle, { description: outcome.response });
        return;
      }
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        clearTimeout(autoTimer);
        if (outcome.external) window.open(outcome.path, "_blank", "noopener,noreferrer");
        else void navigate(outcome.path);
        navigated.current?.();
      };
      const autoTimer = later(go, autoNavigateDelayMs);
      showToast("default", searchCopy.navigationTitle, {
        description: matcher.navigationMessage(
          outcome,
          searchCopy,
          outcome.external ? outcome.path : localizedPath(outcome.path, locale),
        ),
        action: { label: outcome.external ? searchCopy.openLink : searchCopy.go, onClick: go },
      });
    }, searchDelayMs);
  }, [query, searching, later, navigate, locale, searchCopy]);

  return { query, setQuery, searching, submit };
}
