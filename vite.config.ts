import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
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
