import { describe, expect, it } from "vitest";
import { intakeEndpoints } from "~/lib/intake-endpoints";
import { adminEndpoints } from "~/lib/admin-endpoints";
import { guardedRoutes, guardedRouteUrl, matchGuardedRoute } from "./admin-routes";

describe("guarded route table", () => {
  it("matches every route's own URL back to that route and its id", () => {
    for (const route of guardedRoutes) {
      const id = "a b/é";
      expect(matchGuardedRoute(route.method, guardedRouteUrl(route, id))).toEqual({
        route,
        id: route.path.includes(":id") ? id : "",
      });
    }
  });

  it("covers the browser's admin endpoints and logout", () => {
    const urls = guardedRoutes.map((route) => guardedRouteUrl(route, "x"));
    expect(urls).toEqual(
      expect.arrayContaining([
        adminEndpoints.submissions,
        adminEndpoints.exportCsv,
        adminEndpoints.submission("x"),
        adminEndpoints.handled("x"),
        adminEndpoints.resume("x"),
        intakeEndpoints.logout,
      ]),
    );
  });

  it("matches nothing for another method, an empty or malformed id, or a longer path", () => {
    expect(matchGuardedRoute("DELETE", adminEndpoints.submissions)).toBeNull();
    expect(matchGuardedRoute("GET", `${adminEndpoints.submissions}/`)).toBeNull();
    expect(matchGuardedRoute("GET", `${adminEndpoints.submissions}/%E0%A4%A`)).toBeNull();
    expect(matchGuardedRoute("GET", `${adminEndpoints.resume("x")}/more`)).toBeNull();
  });
});
