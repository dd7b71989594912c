import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { localizedPattern, pageRoutes, resourceRoutes } from "./lib/page-routes";

/**
 * Each page is declared once, under an optional language segment: English at the root, every
 * other published language under its code (/fr/pricing) with the same slugs. The page reads its
 * language from the URL (app/lib/i18n.ts); the shell treats a segment that is not a published
 * language as an unknown path. The client manifest therefore does not grow with the languages.
 */
export default [
  // Build-time files: prerendered from their loaders, no page shell.
  ...resourceRoutes.map(([path, file]) => route(localizedPattern(path), file)),

  layout("routes/shell.tsx", [
    ...pageRoutes.map(([path, file]) => route(localizedPattern(path), file)),
    // Unknown paths: the SPA fallback hydrates here and replaces the entry with /.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
