import path from "node:path";

/** Where the built site lives; BUILD_DIR lets parallel builds and test runs stay apart. */
export function clientDir() {
  return path.resolve(process.env.BUILD_DIR ?? "build", "client");
}
