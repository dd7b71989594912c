import fs from "node:fs";
import path from "node:path";

/** Every prerendered page, read from the build under test so a new route is covered at once. */
export function prerenderedRoutes(): string[] {
  const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const route = "/" + path.relative(root, folder).split(path.sep).join("/");
        routes.push(route === "/" ? "/" : route.replace(/\/$/, ""));
      }
    }
  };
  walk(root);
  return routes.sort();
}

/** Aliases that exist only to redirect; they have no page of their own. */
export const redirectRoutes = ["/blog/future-of-ai"];
