import { prerenderedRoutes as routesOfBuild } from "../../scripts/site-paths.mjs";

/** Every prerendered page, read from the build under test so a new route is covered at once. */
export function prerenderedRoutes(): string[] {
  return routesOfBuild();
}

/** Aliases that exist only to redirect; they have no page of their own. */
export const redirectRoutes = ["/blog/future-of-ai"];
