import { intakeEndpoints } from "~/lib/intake-endpoints";
import { adminEndpoints } from "~/lib/admin-endpoints";
import { consentLogEndpoint } from "~/features/consent/consent-schema";
import { statusGuardedRoutes } from "./status/routes";

/**
 * Every route that needs an admin session and its CSRF token. The server dispatches from this
 * table and the guard tests walk it, so a new admin route cannot be added without being checked.
 * `:id` stands for one path segment, a submission id.
 */
export const guardedRoutes = [
  { name: "inbox", method: "GET", path: adminEndpoints.submissions },
  { name: "export", method: "GET", path: adminEndpoints.exportCsv },
  { name: "detail", method: "GET", path: `${adminEndpoints.submissions}/:id` },
  { name: "handled", method: "POST", path: `${adminEndpoints.submissions}/:id/handled` },
  { name: "resume", method: "GET", path: `${adminEndpoints.submissions}/:id/resume` },
  { name: "interviewed", method: "POST", path: `${adminEndpoints.submissions}/:id/interviewed` },
  { name: "privacyFind", method: "POST", path: adminEndpoints.privacyFind },
  { name: "privacyExport", method: "POST", path: adminEndpoints.privacyExport },
  { name: "privacyErase", method: "POST", path: adminEndpoints.privacyErase },
  ...statusGuardedRoutes,
  { name: "consentLog", method: "GET", path: consentLogEndpoint },
  { name: "logout", method: "POST", path: intakeEndpoints.logout },
] as const;

export type GuardedRoute = (typeof guardedRoutes)[number];
export type GuardedRouteName = GuardedRoute["name"];

/** The route a request is for and the id in its path, or null when none matches. */
export function matchGuardedRoute(
  method: string,
  pathname: string,
): { route: GuardedRoute; id: string } | null {
  const given = pathname.split("/");
  for (const route of guardedRoutes) {
    if (route.method !== method) continue;
    const pattern = route.path.split("/");
    if (pattern.length !== given.length) continue;
    let id = "";
    const matches = pattern.every((part, index) => {
      const segment = given[index]!;
      if (part !== ":id") return part === segment;
      try {
        id = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return id !== "";
    });
    if (matches) return { route, id };
  }
  return null;
}

/** A route's URL with a real id in place of `:id`. */
export function guardedRouteUrl(route: GuardedRoute, id: string): string {
  return route.path.replace(":id", encodeURIComponent(id));
}
