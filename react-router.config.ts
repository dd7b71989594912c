import type { Config } from "@react-router/dev/config";
// Relative imports only: this file is loaded outside Vite's alias resolution.
import { prerenderPaths } from "./app/content/prerender";

export default {
  ssr: false,
  // BUILD_DIR lets parallel test runs build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route sits under an optional language segment, so the framework finds no static path.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
