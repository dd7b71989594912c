/**
 * How the /status page shows a status: its colour, relative times, the refresh timing. Only the
 * page imports it (the staff forms and the server use status.ts), so its code stays in the page's
 * own chunk.
 */
import { relativeTime } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";
import type { ServiceStatus } from "./status";

export type StatusColour = "green" | "yellow" | "orange" | "red" | "blue";

export const statusColours: Record<ServiceStatus, StatusColour> = {
  operational: "green",
  degraded_performance: "yellow",
  partial_outage: "orange",
  major_outage: "red",
  maintenance: "blue",
};

/**
 * "just now" under a minute, then "1 minute ago", "15 minutes ago", "3 hours ago", "2 days ago"
 * in the page's language (Intl.RelativeTimeFormat: "il y a 15 minutes", "قبل 15 دقيقة").
 */
export function formatRelativeTime(
  now: number,
  then: number,
  justNow = "just now",
  locale: SiteLocale = "en",
): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return justNow;
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return relativeTime(
    locale,
    hours < 1 ? -minutes : hours < 24 ? -hours : -Math.floor(hours / 24),
    hours < 1 ? "minute" : hours < 24 ? "hour" : "day",
  );
}

export const refreshDurationMs = 1500;
export const autoRefreshIntervalMs = 60_000;
