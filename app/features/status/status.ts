/**
 * Status rules shared by the page, the staff forms and the server: the status values, how the
 * overall status is worked out and how the seeded board is timed. Pure, so every side agrees. How
 * the page shows a status (colours, relative times, refresh timing) is in status-display.ts.
 */

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

/**
 * A single component reads "Operational": "All Systems" describes the whole platform only. Written
 * out rather than spread from overallLabels, so the module has no top-level work and a page that
 * imports nothing from it at run time (the live status page) does not load it.
 */
export const componentLabels: Record<ServiceStatus, string> = {
  operational: "Operational",
  degraded_performance: "Degraded Performance",
  partial_outage: "Partial Outage",
  major_outage: "Major Outage",
  maintenance: "Under Maintenance",
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
