import type { ChildProcess } from "node:child_process";

/** Resolves once `url` answers 2xx; fails when `server` exits first or after `attempts` half-second tries. */
export async function waitForServer(url: string, server: ChildProcess, attempts = 120): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (server.exitCode !== null) throw new Error("The server exited before it was ready");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}
