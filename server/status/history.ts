/**
 * Pure rules of the stored checks: the minute and day keys, what counts as a failure, a day's
 * roll-up, uptime percentages and the 90-day history. The database code and the tests share them.
 */
import { serviceStatuses, severityOrder } from "~/features/status/status-schema";
import type { ServiceStatus } from "~/features/status/status-schema";
import { historyDays } from "~/features/status/status-schema";
import type { StatusDay } from "~/features/status/status-schema";

/** "2026-11-26T14:05": one stored check per component per minute, whichever instance ran it. */
export function minuteKey(at: Date): string {
  return at.toISOString().slice(0, 16);
}

/** "2026-11-26" (UTC). */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `days` before `day` (both YYYY-MM-DD, UTC). */
export function addDays(day: string, days: number): string {
  return dayKey(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/**
 * A check counts against uptime when the component was partly or wholly out. Degraded
 * performance still served, and announced maintenance is not a failure.
 */
export function isFailure(status: ServiceStatus): boolean {
  return status === "partial_outage" || status === "major_outage";
}

/** The worst of some statuses by the spec's order (major, partial, degraded, maintenance). */
export function worstOf(statuses: Iterable<ServiceStatus>): ServiceStatus | null {
  const seen = new Set(statuses);
  if (seen.size === 0) return null;
  return severityOrder.find((status) => seen.has(status)) ?? "operational";
}

export type DayRollup = { checks: number; failures: number; worst: ServiceStatus | null };

/** One component's day from how many checks reported each status. */
export function rollUpDay(counts: Partial<Record<ServiceStatus, number>>): DayRollup {
  let checks = 0;
  let failures = 0;
  const present: ServiceStatus[] = [];
  for (const status of serviceStatuses) {
    const count = counts[status] ?? 0;
    if (count <= 0) continue;
    checks += count;
    if (isFailure(status)) failures += count;
    present.push(status);
  }
  return { checks, failures, worst: worstOf(present) };
}

/**
 * Share of checks that did not fail, as a percentage rounded down to two decimals, so a single
 * failed minute in a day never shows as 100%. null when nothing was checked.
 */
export function uptimePercent(checks: number, failures: number): number | null {
  if (checks <= 0) return null;
  return Math.floor(((checks - Math.min(failures, checks)) / checks) * 10_000) / 100;
}

/** `days` entries, oldest first, ending with `today`; days without data have no status. */
export function buildHistory(
  rollups: ReadonlyMap<string, DayRollup>,
  today: string,
  days = historyDays,
): StatusDay[] {
  const history: StatusDay[] = [];
  for (let offset = days - 1; offset >= 0; offset--) {
    const day = addDays(today, -offset);
    const rollup = rollups.get(day);
    history.push(
      rollup && rollup.checks > 0
        ? { day, ...rollup, uptime: uptimePercent(rollup.checks, rollup.failures) }
        : { day, checks: 0, failures: 0, worst: null, uptime: null },
    );
  }
  return history;
}

/** Uptime over the whole history: every stored check weighs the same. */
export function historyUptime(history: readonly StatusDay[]): number | null {
  let checks = 0;
  let failures = 0;
  for (const day of history) {
    checks += day.checks;
    failures += day.failures;
  }
  return uptimePercent(checks, failures);
}
