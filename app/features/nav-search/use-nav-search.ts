import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocale, useLocalizedNavigate } from "~/lib/use-locale";
import { showToast } from "~/lib/lazy-toast";
import type { SearchCopy } from "~/content/nav";

// What answers a search (the intent table in the page's language, its matcher and the toasts)
// loads during the "thinking" time of the first search, not with every page.
const loadAnswer = () => import("./search-answer");

/** The spec's simulated "thinking" time before a result. */
export const searchDelayMs = 1200;

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
  const inputRef = useRef<HTMLInputElement>(null);
  // The box is in the prerendered page and takes typing before this code runs; React hydrates it
  // with an empty query and would clear it on the next render. Adopt what is there first (a
  // layout effect runs before that render).
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setQuery(typed);
  }, []);
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
    const search = loadAnswer().then((answer) =>
      answer.loadSearchIntents(locale).then((intents) => ({ answer, intents })),
    );
    later(async () => {
      const loaded = await search.catch(() => null);
      setSearching(false);
      if (!loaded) {
        // The answer could not be fetched (offline, a new deploy): keep the query to try again.
        showToast("error", searchCopy.resultTitle, { description: searchCopy.unavailable });
        return;
      }
      setQuery("");
      loaded.answer.answerSearch({
        text,
        intents: loaded.intents,
        copy: searchCopy,
        locale,
        navigate: (path) => void navigate(path),
        later,
        onNavigated: () => navigated.current?.(),
      });
    }, searchDelayMs);
  }, [query, searching, later, navigate, locale, searchCopy]);

  return { query, setQuery, searching, submit, inputRef };
}
