import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForServer } from "../wait-for-server";
import { serveEnvironment, serveNodeArguments } from "./serve-command";

export type DemoServer = {
  base: string;
  pid: number | undefined;
  /** The embedded database's folder (DATA_DIR/pglite) when no database URL was given. */
  pgliteDir: string | null;
  stop: () => Promise<void>;
};

/**
 * What `npm start` runs, for a benchmark: the production build with the demo
 * data, on a scratch embedded database, or on `databaseUrl` when given. One
 * process (`npm run serve`'s command without npm), so that its CPU can be read
 * and stopping it stops it.
 */
export async function startDemoServer(
  port: number,
  databaseUrl?: string,
  options: { nodeArgs?: string[]; onStderr?: (text: string) => void; env?: Record<string, string> } = {},
): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), ...serveNodeArguments()], {
    stdio: ["ignore", "ignore", options.onStderr ? "pipe" : "inherit"],
    env: {
      ...process.env,
      ...serveEnvironment(),
      NODE_ENV: "production",
      DEMO_DATA: "true",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      TRUST_PROXY: "1",
      SPAM_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
  if (options.onStderr) {
    const onStderr = options.onStderr;
    server.stderr?.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      onStderr(text);
      process.stderr.write(text);
    });
  }
  const base = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${base}/robots.txt`, server, 600);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid, pgliteDir: databaseUrl ? null : path.join(dataDir, "pglite"), stop };
}
