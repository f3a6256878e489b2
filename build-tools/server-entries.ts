import type { Plugin } from "vite";

/** React Router's build keeps its file name; the others are named for what they start. */
const REACT_ROUTER_ENTRY = "index";

/**
 * The server build's entries: React Router's build, the production server,
 * the embedded database's thread (a worker cannot share the server's module
 * instances, so it gets a small entry of its own) and the command-line tools.
 */
export const SERVER_ENTRIES: Record<string, string> = {
  [REACT_ROUTER_ENTRY]: "virtual:react-router/server-build",
  server: "./server/compiled-entry.ts",
  "embedded-database-thread": "./app/shared/db/embedded/owner-worker.ts",
  "cli/create-user": "./scripts/create-user.ts",
  "cli/db-backup": "./scripts/db-backup.ts",
  "cli/db-restore": "./scripts/db-restore.ts",
  "cli/feed-sync": "./scripts/feed-sync.ts",
  "cli/import-listings": "./scripts/import-listings.ts",
  "cli/seed": "./scripts/seed.ts",
};

/**
 * React Router names every server entry `index.js`; with several entries that
 * name would be taken twice, so each entry other than React Router's keeps its
 * own name.
 */
export function serverEntryNames(): Plugin {
  return {
    name: "server-entry-names",
    enforce: "post",
    configEnvironment(name, options) {
      if (name !== "ssr") return;
      const output = options.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) return;
      const reactRouterName = output.entryFileNames;
      output.entryFileNames = (chunk) => (chunk.name === REACT_ROUTER_ENTRY && typeof reactRouterName === "string" ? reactRouterName : `${chunk.name}.js`);
    },
  };
}
