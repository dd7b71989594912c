import { useCallback, useEffect, useRef, useState } from "react";
import { useLocalizedNavigate } from "~/lib/use-locale";
import { showToast } from "~/lib/lazy-toast";
import { searchCopy } from "~/content/nav";
import type { SearchOutcome } from "./match-intent";

// The intent table and its matcher are only needed once a visitor searches: they load during the
// "thinking" time, not with every page.
const loadSearch = () =>
  Promise.all([import("~/content/search-intents"), import("./match-intent")]).then(
    ([{ searchIntents }, matcher]) => ({
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
export function useNavSearch({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useLocalizedNavigate();
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
    const search = loadSearch();
    later(async () => {
      const result = await search.then(
        (matcher) => ({ matcher, outcome: matcher.outcome(text) }),
        () => null,
      );
      setSearching(false);
      if (!result) {
        // The table could not be fetched (offline, a new deploy): keep the query to try again.
        showToast("error", "AI Search", { description: searchCopy.unavailable });
        return;
      }
      const { matcher, outcome } = result;
      setQuery("");
      if (outcome.kind === "none") {
        showToast("error", "AI Search", { description: matcher.noMatchMessage(echo(outcome.query)) });
        return;
      }
      if (outcome.kind === "respond") {
        showToast("default", "AI Assistant", { description: outcome.response });
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
      showToast("default", "AI Navigation", {
        description: matcher.navigationMessage(outcome),
        action: { label: outcome.external ? "Open Link" : "Go", onClick: go },
      });
    }, searchDelayMs);
  }, [query, searching, later, navigate]);

  return { query, setQuery, searching, submit };
}
