import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { reactRouterPatchCheck } from "./build-tools/react-router-patch";
import { routeModuleErrorPlugin } from "./build-tools/route-module-error-plugin";
import { SERVER_ENTRIES, serverEntryNames } from "./build-tools/server-entries";

export default defineConfig({
  plugins: [reactRouterPatchCheck(), routeModuleErrorPlugin(), reactRouter(), serverEntryNames()],
  // The server build holds React Router's build (index.js) and, sharing its modules, the production server, the
  // embedded database's thread and the command-line tools: one compiled program, each module loaded once.
  environments: { ssr: { build: { rollupOptions: { input: SERVER_ENTRIES } } } },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    target: "es2022",
    rollupOptions: {
      // Two warnings every build gave are expected and harmless, and buried any worth reading: an empty chunk is a
      // route whose code is all on the server (a resource route, loaders and actions only), and an invalid
      // annotation is a dependency's /*#__PURE__*/ comment that Rollup merely ignores.
      onwarn(warning, warn) {
        if (warning.code === "EMPTY_BUNDLE" || warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
    },
  },
  // The shell script is bundled as a "worker" only to get one standalone,
  // hashed, classic script (see app/root.tsx); it runs on the page.
  worker: { format: "iife" },
});
