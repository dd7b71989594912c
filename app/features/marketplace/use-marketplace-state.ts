import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { useInteractive } from "~/lib/use-interactive";
import { defaultMarketplaceState, parseMarketplaceQuery, toMarketplaceQuery } from "./query";
import type { MarketplaceState } from "./query";

/**
 * The marketplace state lives in the URL query. The prerendered HTML was built with an empty
 * query, so the hydrating render uses the defaults too (no mismatch) and the query applies in
 * the render right after.
 */
export function useMarketplaceState(categories: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useInteractive();

  const state = useMemo(
    () => (hydrated ? parseMarketplaceQuery(params, categories) : defaultMarketplaceState),
    [hydrated, params, categories],
  );

  // setParams hands its function the query of the last render, and the router commits a change
  // later: a second change made before then (a filter chosen while the search is still arriving)
  // would start from the older query and undo the first. So a change starts from the query last
  // asked for while the address shows that query's predecessors, and from the address otherwise.
  const asked = useRef<{ since: string[]; query: string } | null>(null);
  // Once the address has caught up, it is the truth again: Back to an older query starts there.
  const shown = params.toString();
  useEffect(() => {
    if (asked.current?.query === shown) asked.current = null;
  }, [shown]);
  const update = useCallback(
    (patch: Partial<MarketplaceState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = current.toString();
          const last = asked.current;
          const pending = last?.since.includes(now) && now !== last.query;
          const start = pending ? new URLSearchParams(last!.query) : current;
          const next = toMarketplaceQuery({ ...parseMarketplaceQuery(start, categories), ...patch });
          const query = next.toString();
          asked.current = { since: [...(pending ? last!.since : [now]), query], query };
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, categories],
  );

  return { state, update, hydrated };
}
