/**
 * The server from source. `--dev` (`npm run dev`): Vite's dev server loads
 * this server's code and the app's into one module graph, so each module
 * (configuration, logger, database handle, kept values) exists once, as in
 * the build. Without `--dev` it goes as far as the database (what the
 * start-up tests check) and loads the demo data when asked to by a server;
 * deployments run the compiled server (`npm run serve`).
 */
import type * as StartServer from "./start-server";

if (process.argv.includes("--dev")) {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const { startServer } = (await devServer.ssrLoadModule("/server/start-server.ts")) as typeof StartServer;
  await startServer({ dev: devServer });
} else {
  const { startServer } = await import("./start-server");
  await startServer("source");
}
