/**
 * The status service's wire format without zod, so the /status page's first visit carries no
 * validation code: the public feeds' addresses and the JSON of GET /api/status. What only staff
 * and the server use (components, incident values, staff endpoints) is in status-model.ts;
 * status-schema.ts adds the staff forms' schemas and is what the server imports.
 */
import type {
  ComponentKind,
  IncidentImpact,
  IncidentStatus,
  StatusMessageCode,
} from "./status-model";
import type { ServiceStatus } from "./status";

export type { ComponentKind, IncidentImpact, IncidentStatus, StatusMessageCode };

/** What any visitor may read: the summary, the health check and the incidents feed. */
export const statusFeeds = {
  summary: "/api/status",
  health: "/api/health",
  atom: "/api/status/incidents.atom",
} as const;

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
