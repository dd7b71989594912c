import { describe, expect, it } from "vitest";
import {
  buildBoard,
  componentLabels,
  isServiceStatus,
  overallLabels,
  overallStatus,
  serviceStatuses,
} from "./status";
import { formatRelativeTime, statusColours } from "./status-display";
import type { ComponentSeed, ServiceStatus } from "./status";
import { statusBoardCopy } from "~/content/status";
import * as arStatus from "~/content/compiled/ar/status";
import * as frStatus from "~/content/compiled/fr/status";

const list = (...statuses: ServiceStatus[]) => statuses.map((status) => ({ status }));

describe("overallStatus", () => {
  it("is operational when every component is operational, or when there are none", () => {
    expect(overallStatus(list("operational", "operational"))).toBe("operational");
    expect(overallStatus([])).toBe("operational");
  });

  it("picks the worst status present in the order major, partial, degraded, maintenance", () => {
    expect(overallStatus(list("operational", "maintenance"))).toBe("maintenance");
    expect(overallStatus(list("maintenance", "degraded_performance"))).toBe("degraded_performance");
    expect(overallStatus(list("degraded_performance", "partial_outage", "maintenance"))).toBe(
      "partial_outage",
    );
    expect(overallStatus(list("partial_outage", "major_outage", "operational"))).toBe(
      "major_outage",
    );
  });

  it("does not depend on the order of the components", () => {
    expect(overallStatus(list("partial_outage", "degraded_performance"))).toBe("partial_outage");
    expect(overallStatus(list("degraded_performance", "partial_outage"))).toBe("partial_outage");
  });

  it("reads the spec's seeded board (support portal degraded, email partial) as Partial Outage", () => {
    const seeded = list(
      "operational",
      "operational",
      "operational",
      "operational",
      "degraded_performance",
      "operational",
      "partial_outage",
    );
    expect(overallLabels[overallStatus(seeded)]).toBe("Partial Outage");
  });
});

describe("labels and colours", () => {
  it("uses the spec's labels and colours for every status", () => {
    expect(overallLabels).toEqual({
      operational: "All Systems Operational",
      degraded_performance: "Degraded Performance",
      partial_outage: "Partial Outage",
      major_outage: "Major Outage",
      maintenance: "Under Maintenance",
    });
    expect(statusColours).toEqual({
      operational: "green",
      degraded_performance: "yellow",
      partial_outage: "orange",
      major_outage: "red",
      maintenance: "blue",
    });
  });

  it("calls a single healthy component Operational and keeps the other labels", () => {
    expect(componentLabels.operational).toBe("Operational");
    expect(componentLabels.partial_outage).toBe("Partial Outage");
  });

  it("recognises only the five status values", () => {
    for (const status of serviceStatuses) expect(isServiceStatus(status)).toBe(true);
    expect(isServiceStatus("down")).toBe(false);
    expect(isServiceStatus(undefined)).toBe(false);
  });
});

describe("buildBoard", () => {
  const seeds: ComponentSeed[] = [
    {
      id: "api",
      name: "API",
      status: "operational",
      checkedSecondsAgo: 20,
      history: [
        { minutesAgo: 60, status: "operational" },
        { minutesAgo: 30, status: "operational" },
        { minutesAgo: 15, status: "operational" },
      ],
    },
    {
      id: "email_services",
      name: "Email Services",
      status: "partial_outage",
      message: "Delayed",
      checkedSecondsAgo: 5,
      history: [{ minutesAgo: 15, status: "partial_outage" }],
    },
  ];
  const loadedAt = Date.UTC(2025, 4, 12, 14, 0, 0);

  it("seeds history 1 hour, 30 and 15 minutes before page load", () => {
    const board = buildBoard(seeds, loadedAt, null);
    expect(board.components[0]!.history.map((entry) => loadedAt - entry.at)).toEqual([
      3_600_000, 1_800_000, 900_000,
    ]);
  });

  it("dates the first view at page load with per-component check times", () => {
    const board = buildBoard(seeds, loadedAt, null);
    expect(board.lastUpdated).toBe(loadedAt);
    expect(board.components.map((component) => component.lastChecked)).toEqual([
      loadedAt - 20_000,
      loadedAt - 5_000,
    ]);
  });

  it("a refresh moves only the times: statuses, messages and history stay", () => {
    const before = buildBoard(seeds, loadedAt, null);
    const refreshedAt = loadedAt + 61_500;
    const after = buildBoard(seeds, loadedAt, refreshedAt);
    expect(after.lastUpdated).toBe(refreshedAt);
    expect(after.components.every((component) => component.lastChecked === refreshedAt)).toBe(true);
    expect(
      after.components.map(({ status, message, history }) => ({ status, message, history })),
    ).toEqual(
      before.components.map(({ status, message, history }) => ({ status, message, history })),
    );
  });
});

describe("formatRelativeTime", () => {
  const now = Date.UTC(2025, 4, 12, 14, 0, 0);
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [60_000, "1 minute ago"],
    [15 * 60_000, "15 minutes ago"],
    [30 * 60_000, "30 minutes ago"],
    [60 * 60_000, "1 hour ago"],
    [3 * 60 * 60_000, "3 hours ago"],
    [24 * 60 * 60_000, "1 day ago"],
    [50 * 60 * 60_000, "2 days ago"],
  ])("%i ms ago reads %s", (ago, expected) => {
    expect(formatRelativeTime(now, now - ago)).toBe(expected);
  });

  it("treats a time in the future as just now", () => {
    expect(formatRelativeTime(now, now + 5_000)).toBe("just now");
  });
});

describe("formatRelativeTime in French and Arabic", () => {
  const minute = 60_000;
  it("words each language's relative times with Intl", () => {
    const { statusBoardCopy: french } = frStatus;
    const { statusBoardCopy: arabic } = arStatus;
    expect(formatRelativeTime(30_000, 0, french.justNow, "fr")).toBe("à l'instant");
    expect(formatRelativeTime(minute, 0, french.justNow, "fr")).toBe("il y a 1 minute");
    expect(formatRelativeTime(15 * minute, 0, french.justNow, "fr")).toBe("il y a 15 minutes");
    expect(formatRelativeTime(3 * 60 * minute, 0, french.justNow, "fr")).toBe("il y a 3 heures");
    expect(formatRelativeTime(2 * minute, 0, arabic.justNow, "ar")).toBe("قبل دقيقتين");
    expect(formatRelativeTime(15 * minute, 0, arabic.justNow, "ar")).toBe("قبل 15 دقيقة");
    expect(formatRelativeTime(5 * minute, 0, arabic.justNow, "ar")).toBe("قبل 5 دقائق");
    expect(formatRelativeTime(48 * 60 * minute, 0, arabic.justNow, "ar")).toBe("قبل يومين");
  });

  it("keeps the English wording by default", () => {
    expect(formatRelativeTime(minute, 0)).toBe("1 minute ago");
    expect(formatRelativeTime(15 * minute, 0, statusBoardCopy.justNow, "en")).toBe("15 minutes ago");
  });
});

describe("statusBoardCopy", () => {
  it("matches the feature's English labels", () => {
    expect(statusBoardCopy.overallLabels).toEqual(overallLabels);
    expect(statusBoardCopy.componentLabels).toEqual(componentLabels);
  });
});
