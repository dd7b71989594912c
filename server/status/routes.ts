import { statusEndpoints } from "~/features/status/status-schema";

/**
 * The status page's staff routes, for server/admin-routes.ts's guardedRoutes (admin session +
 * CSRF header, walked by the guard tests). `:id` is a component id or an incident id.
 */
export const statusGuardedRoutes = [
  { name: "statusComponent", method: "POST", path: "/api/admin/status/components/:id" },
  { name: "statusIncident", method: "POST", path: statusEndpoints.incidents },
  { name: "statusIncidentUpdate", method: "POST", path: "/api/admin/status/incidents/:id/updates" },
] as const;

export type StatusRouteName = (typeof statusGuardedRoutes)[number]["name"];
