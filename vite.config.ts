import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Unhashed files copied as they are into build/client (favicon, robots.txt).
  publicDir: "web/public",
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "web") } },
});
