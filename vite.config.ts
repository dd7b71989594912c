import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Left to itself the bundler gives every shared icon and helper its own chunk: a first visit
  // fetched 42-50 modules, and each request and module instantiation costs the main thread during
  // hydration. These groups bring it to about 20 without adding bytes: the framework in one chunk,
  // modules most routes share in another, and the icons shared by the statically loaded modules.
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            { name: "common", minShareCount: 40, priority: 2 },
            {
              name: "icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              tags: ["$initial"],
              priority: 1,
            },
            // The footer's newsletter form and the intake modules it shares with the pages' forms
            // (endpoints, mode, native-submission outcome and its messages; plus what they import,
            // the navigation copy): all loaded on every page through the shell, so one chunk, where
            // the bundler would otherwise make several small ones.
            {
              name: "shell-shared",
              test: /app[\\/](features[\\/]newsletter[\\/]newsletter-fields\.tsx|lib[\\/](intake-endpoints|intake-mode|native-form)\.ts|content[\\/]intake\.ts)$/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  // A cold `react-router dev` otherwise re-optimises these mid-session and reloads the page.
  optimizeDeps: {
    include: [
      "radix-ui",
      "sonner",
      "lucide-react",
      "embla-carousel-react",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "zod",
    ],
  },
});
