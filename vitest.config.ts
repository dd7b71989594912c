import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // The test-only pseudo-locales (app/lib/locales.ts): published by a build with PSEUDO_LOCALES=1.
    __PSEUDO_LOCALES__: JSON.stringify(process.env.PSEUDO_LOCALES === "1"),
    __ENGLISH_FALLBACK__: "true",
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    restoreMocks: true,
    // Components run in jsdom; the browser code's logic, the server and the build scripts run in
    // Node, which spares each of their files a jsdom start (most of the unit run's time on a busy
    // machine). A logic test that needs the DOM says so: `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app-logic",
          environment: "node",
          include: ["app/**/*.test.ts"],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["scripts/**/*.test.{ts,mjs}", "server/**/*.test.ts"],
        },
      },
    ],
  },
});
