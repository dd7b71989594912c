import type { Config } from "@react-router/dev/config";
// Relative imports only: this file is loaded outside Vite's alias resolution.
import { prerenderPaths } from "./app/content/prerender";

export default {
  ssr: false,
  // BUILD_DIR lets parallel test runs build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...prerenderPaths()];
  },
} satisfies Config;
