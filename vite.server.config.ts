import { defineConfig } from "vite";

// The intake service as one Node module. It shares the forms' zod schemas and the site config,
// which use the `~` alias and extensionless imports that Node cannot run directly; packages from
// node_modules stay external and are loaded at run time.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The pages' languages, the test-only pseudo-locales included in a build that publishes them.
  define: { __PSEUDO_LOCALES__: JSON.stringify(process.env.PSEUDO_LOCALES === "1") },
  build: {
    ssr: "server/main.ts",
    outDir: `${process.env.BUILD_DIR ?? "build"}/intake`,
    emptyOutDir: true,
    target: "node24",
    minify: false,
    rolldownOptions: { output: { entryFileNames: "intake.js" } },
  },
});
