import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { autoRefreshIntervalMs, buildBoard, refreshDurationMs } from "./status";
import type { Board, ComponentSeed } from "./status";

// The moment the page first rendered in this browser: history is seeded relative to it.
let loadedAt: number | null = null;
const getLoadedAt = () => (loadedAt ??= Date.now());
const getServerLoadedAt = () => null;
const noopSubscribe = () => () => {};

export type StatusBoardState = {
  /** null while prerendering and hydrating: times are only ever computed in the browser. */
  board: Board | null;
  refreshing: boolean;
  refresh: () => void;
};

/**
 * The hard-coded board with its clock: a refresh (manual, or every 60 s) shows a refreshing
 * state for 1.5 s, then moves the check times to now. No call is made and statuses never change.
 */
export function useStatusBoard(seeds: readonly ComponentSeed[]): StatusBoardState {
  const start = useSyncExternalStore(noopSubscribe, getLoadedAt, getServerLoadedAt);
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback(() => {
    if (pending.current !== null) return;
    setRefreshing(true);
    pending.current = setTimeout(() => {
      pending.current = null;
      setRefreshedAt(Date.now());
      setRefreshing(false);
    }, refreshDurationMs);
  }, []);

  useEffect(() => {
    const interval = setInterval(refresh, autoRefreshIntervalMs);
    return () => {
      clearInterval(interval);
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [refresh]);

  return {
    board: start === null ? null : buildBoard(seeds, start, refreshedAt),
    refreshing,
    refresh,
  };
}
