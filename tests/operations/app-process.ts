import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A port nobody listens on just now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type AppProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/**
 * Starts the compiled server (`npm run serve`'s build) on a free port and a
 * throwaway PGlite folder, without demo data (loading it takes a minute;
 * a deployment without it needs PostgreSQL), and waits until /readyz says
 * it is ready. A test that must know the port before the start (for
 * PUBLIC_URL) passes it.
 */
export async function startApp(env: Record<string, string> = {}, options: { port?: number } = {}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "realty-ops-"));
  const child = spawn(process.execPath, ["build/server/server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "development",
      DEMO_DATA: "false",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "operations-test-secret-operations-test",
      SPAM_MIN_FILL_MS: "0",
      CALENDAR_SYNC_INTERVAL_MINUTES: "0",
      // One process each unless a test asks for workers: tests that run two processes name them.
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  exited.then(() => rmSync(dataDir, { recursive: true, force: true }), () => {});
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} before it was ready:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app was not ready within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    child,
    port,
    url,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
