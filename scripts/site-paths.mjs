import fs from "node:fs";
import path from "node:path";

/** Where the built site lives; BUILD_DIR lets parallel builds and test runs stay apart. */
export function clientDir() {
  return path.resolve(process.env.BUILD_DIR ?? "build", "client");
}

/** Every prerendered page of the build (a folder with an index.html), as sorted route paths. */
export function prerenderedRoutes(root = clientDir()) {
  const routes = [];
  const walk = (folder) => {
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

/** The bundled intake service (vite.server.config.ts), next to the client build. */
export function intakeModule() {
  return path.resolve(process.env.BUILD_DIR ?? "build", "intake", "intake.js");
}
