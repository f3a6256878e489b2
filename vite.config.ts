import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { routeModuleErrorPlugin } from "./build-tools/route-module-error-plugin";

export default defineConfig({
  plugins: [routeModuleErrorPlugin(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    target: "es2022",
  },
  // The shell script is bundled as a "worker" only to get one standalone,
  // hashed, classic script (see app/root.tsx); it runs on the page.
  worker: { format: "iife" },
});
