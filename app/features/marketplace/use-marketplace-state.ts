import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/storage";
import { defaultMarketplaceState, parseMarketplaceQuery, toMarketplaceQuery } from "./query";
import type { MarketplaceState } from "./query";

/**
 * The marketplace state lives in the URL query. The prerendered HTML was built with an empty
 * query, so the hydrating render uses the defaults too (no mismatch) and the query applies in
 * the render right after.
 */
export function useMarketplaceState(categories: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();

  const state = useMemo(
    () => (hydrated ? parseMarketplaceQuery(params, categories) : defaultMarketplaceState),
    [hydrated, params, categories],
  );

  const update = useCallback(
    (patch: Partial<MarketplaceState>, options: { replace?: boolean } = {}) => {
      setParams((current) => toMarketplaceQuery({ ...parseMarketplaceQuery(current, categories), ...patch }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams, categories],
  );

  return { state, update, hydrated };
}
