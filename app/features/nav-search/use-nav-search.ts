import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { showToast } from "~/components/ui/lazy-toast";
import { searchCopy } from "~/content/nav";
import { navigationMessage, noMatchMessage, searchOutcome } from "./match-intent";

// The intent table is only needed once a visitor searches: it loads during the "thinking" time.
const loadIntents = () => import("~/content/search-intents").then((module) => module.searchIntents);

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
  const navigate = useNavigate();
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
    const intents = loadIntents();
    later(async () => {
      const outcome = await intents.then(
        (table) => searchOutcome(text, table),
        () => null,
      );
      setSearching(false);
      if (!outcome) {
        // The table could not be fetched (offline, a new deploy): keep the query to try again.
        showToast("error", "AI Search", { description: searchCopy.unavailable });
        return;
      }
      setQuery("");
      if (outcome.kind === "none") {
        showToast("error", "AI Search", { description: noMatchMessage(echo(outcome.query)) });
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
        description: navigationMessage(outcome),
        action: { label: outcome.external ? "Open Link" : "Go", onClick: go },
      });
    }, searchDelayMs);
  }, [query, searching, later, navigate]);

  return { query, setQuery, searching, submit };
}
