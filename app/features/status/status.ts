/**
 * Status page logic: the status values, how the overall status is worked out and how the seeded
 * board is timed. Pure, so the page and the tests agree on every rule.
 */
import { plural } from "~/lib/format";
import type { PluralForms } from "~/lib/format";
import type { SiteLocale } from "~/lib/locales";

export const serviceStatuses = [
  "operational",
  "degraded_performance",
  "partial_outage",
  "major_outage",
  "maintenance",
] as const;

export type ServiceStatus = (typeof serviceStatuses)[number];

/** Worst first; anything not listed here is operational. */
export const severityOrder: readonly ServiceStatus[] = [
  "major_outage",
  "partial_outage",
  "degraded_performance",
  "maintenance",
];

/** The banner's wording for the whole platform. */
export const overallLabels: Record<ServiceStatus, string> = {
  operational: "All Systems Operational",
  degraded_performance: "Degraded Performance",
  partial_outage: "Partial Outage",
  major_outage: "Major Outage",
  maintenance: "Under Maintenance",
};

/** A single component reads "Operational": "All Systems" describes the whole platform only. */
export const componentLabels: Record<ServiceStatus, string> = {
  ...overallLabels,
  operational: "Operational",
};

export type StatusColour = "green" | "yellow" | "orange" | "red" | "blue";

export const statusColours: Record<ServiceStatus, StatusColour> = {
  operational: "green",
  degraded_performance: "yellow",
  partial_outage: "orange",
  major_outage: "red",
  maintenance: "blue",
};

export function isServiceStatus(value: unknown): value is ServiceStatus {
  return typeof value === "string" && (serviceStatuses as readonly string[]).includes(value);
}

/** The worst status present, in the order major, partial, degraded, maintenance; else operational. */
export function overallStatus(components: ReadonlyArray<{ status: ServiceStatus }>): ServiceStatus {
  for (const status of severityOrder) {
    if (components.some((component) => component.status === status)) return status;
  }
  return "operational";
}

export type ComponentSeed = {
  id: string;
  name: string;
  status: ServiceStatus;
  message?: string;
  /** How long before page load the component was last checked. */
  checkedSecondsAgo: number;
  /** Oldest first, relative to page load. */
  history: ReadonlyArray<{ minutesAgo: number; status: ServiceStatus }>;
};

export type BoardComponent = {
  id: string;
  name: string;
  status: ServiceStatus;
  message?: string;
  lastChecked: number;
  history: Array<{ at: number; status: ServiceStatus }>;
};

export type Board = { lastUpdated: number; components: BoardComponent[] };

/**
 * The board at a moment: history stays anchored to page load, while a refresh moves every
 * last-checked time and the last-updated time to the refresh moment. Statuses never change.
 */
export function buildBoard(
  seeds: readonly ComponentSeed[],
  loadedAt: number,
  refreshedAt: number | null,
): Board {
  return {
    lastUpdated: refreshedAt ?? loadedAt,
    components: seeds.map((seed) => ({
      id: seed.id,
      name: seed.name,
      status: seed.status,
      message: seed.message,
      lastChecked: refreshedAt ?? loadedAt - seed.checkedSecondsAgo * 1000,
      history: seed.history.map((entry) => ({
        at: loadedAt - entry.minutesAgo * 60_000,
        status: entry.status,
      })),
    })),
  };
}

/** Relative times' wording: each unit's plural forms, "#" standing for the number. */
export type RelativeTimeCopy = {
  justNow: string;
  minutes: PluralForms;
  hours: PluralForms;
  days: PluralForms;
};

export const englishRelativeTime: RelativeTimeCopy = {
  justNow: "just now",
  minutes: { one: "# minute ago", other: "# minutes ago" },
  hours: { one: "# hour ago", other: "# hours ago" },
  days: { one: "# day ago", other: "# days ago" },
};

/**
 * "just now", "1 minute ago", "15 minutes ago", "1 hour ago", "3 hours ago", "2 days ago"; in
 * French "il y a 15 minutes", in Arabic "قبل 15 دقيقة" (each language's plural forms).
 */
export function formatRelativeTime(
  now: number,
  then: number,
  copy: RelativeTimeCopy = englishRelativeTime,
  locale: SiteLocale = "en",
): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return copy.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, copy.minutes, locale);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, copy.hours, locale);
  return plural(Math.floor(hours / 24), copy.days, locale);
}

export const refreshDurationMs = 1500;
export const autoRefreshIntervalMs = 60_000;
