/**
 * The server from source, for development (`npm run dev`: `--dev`, with
 * Vite). Without `--dev` it serves the last build's React Router app beside
 * this source, loading the application twice; deployments run the compiled
 * server instead (`npm run serve`, `server/compiled-entry.ts`).
 */
import { startServer } from "./start-server";

await startServer(process.argv.includes("--dev") ? "dev" : { file: "build/server/index.js" });
