/**
 * The status service's model for staff and the server: the components and who sets their state,
 * the values of incidents, the staff endpoints. The /status page never imports it (types aside),
 * so its first visit does not carry it.
 */
import { brand } from "~/content/site";
import { statusFeeds } from "./status-api";
import type { ServiceStatus } from "./status";

export const statusEndpoints = {
  ...statusFeeds,
  /** Staff only (admin session + CSRF header). */
  component: (id: string) => `/api/admin/status/components/${encodeURIComponent(id)}`,
  incidents: "/api/admin/status/incidents",
  incidentUpdates: (id: string) => `/api/admin/status/incidents/${encodeURIComponent(id)}/updates`,
} as const;

export const cloudComponentId = `${brand.productPrefix.toLowerCase().replace(/[^a-z0-9]/g, "")}cloud`;

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

export const historyDays = 90;
export const recentIncidentDays = 14;
