/**
 * The status service's wire format without zod, so the /status page's first visit carries no
 * validation code: the components and who sets their state, the endpoints and the JSON of
 * GET /api/status. status-schema.ts adds the staff forms' schemas and is what the server imports.
 */
import { site } from "~/content/site";
import type { ServiceStatus } from "./status";

export const statusEndpoints = {
  summary: "/api/status",
  health: "/api/health",
  atom: "/api/status/incidents.atom",
  /** Staff only (admin session + CSRF header). */
  component: (id: string) => `/api/admin/status/components/${encodeURIComponent(id)}`,
  incidents: "/api/admin/status/incidents",
  incidentUpdates: (id: string) => `/api/admin/status/incidents/${encodeURIComponent(id)}/updates`,
} as const;

export const cloudComponentId = `${site.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

/**
 * The spec's seven components in its order. "automatic" ones are checked by the service every
 * minute; "manual" ones (what the service cannot see from where it runs) are set by staff.
 */
export const statusComponentDefs = [
  { id: "website", kind: "automatic" },
  { id: "api", kind: "automatic" },
  { id: cloudComponentId, kind: "manual" },
  { id: "auth", kind: "automatic" },
  { id: "support_portal", kind: "manual" },
  { id: "payment_processing", kind: "manual" },
  { id: "email_services", kind: "automatic" },
] as const satisfies ReadonlyArray<{ id: string; kind: "automatic" | "manual" }>;

export type ComponentKind = "automatic" | "manual";
export const manualComponentIds: string[] = statusComponentDefs
  .filter((def) => def.kind === "manual")
  .map((def) => def.id);

/** Why an automatic check reported what it did: each page words it in its own language. */
export const statusMessageCodes = [
  "check_failed",
  "slow",
  "mail_not_configured",
  "mail_unreachable",
  "password_not_configured",
  "not_checked",
] as const;
export type StatusMessageCode = (typeof statusMessageCodes)[number];

export const incidentStatuses = ["investigating", "identified", "monitoring", "resolved"] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

/** An incident's impact reads like a component status (never "operational"). */
export const incidentImpacts = [
  "degraded_performance",
  "partial_outage",
  "major_outage",
  "maintenance",
] as const satisfies readonly ServiceStatus[];
export type IncidentImpact = (typeof incidentImpacts)[number];

/** One day of one component: checks stored, checks that failed, the worst status seen. */
export type StatusDay = {
  /** YYYY-MM-DD, UTC. */
  day: string;
  checks: number;
  failures: number;
  worst: ServiceStatus | null;
  /** Percentage with two decimals; null when nothing was checked that day. */
  uptime: number | null;
};

export type StatusComponentState = {
  id: string;
  name: string;
  kind: ComponentKind;
  /** null before the first check has been stored. */
  status: ServiceStatus | null;
  /** Staff's words (manual components), shown as written. */
  message: string | null;
  messageCode: StatusMessageCode | null;
  /** ISO time of the last check, or of staff's last change for a manual component. */
  lastChecked: string | null;
  /** Over the days that have data, null when none has. */
  uptime: number | null;
  /** 90 days, oldest first, ending today (UTC). */
  history: StatusDay[];
};

export type IncidentUpdate = {
  id: string;
  status: IncidentStatus;
  message: string;
  createdAt: string;
};

export type Incident = {
  id: string;
  title: string;
  impact: IncidentImpact;
  components: string[];
  status: IncidentStatus;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
  /** Newest first. */
  updates: IncidentUpdate[];
};

export type StatusSummary = {
  generatedAt: string;
  overall: ServiceStatus;
  components: StatusComponentState[];
  /** Open incidents first (newest first), then those resolved in the last 14 days. */
  incidents: Incident[];
};

export const historyDays = 90;
export const recentIncidentDays = 14;
