import { execSync } from "node:child_process";
import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { startApp } from "./app-process";
import { withScratchDatabase } from "./scratch-database";

/**
 * On PostgreSQL the site runs one app process per core: the workers share
 * the port, each keeps its own page cache, a worker that dies is replaced
 * while the others go on serving, and SIGTERM stops them all.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

function childPids(pid: number): number[] {
  return execSync(`ps -o pid= --ppid ${pid}`, { encoding: "utf8" })
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((value) => value > 0);
}

/** The page cache's answer for `url`, asked on a connection of its own (the kernel hands connections to the workers in turn). */
function cacheOutcomeOnNewConnection(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { "user-agent": BROWSER } }, (response) => {
      response.resume();
      response.on("end", () => resolve(String(response.headers["x-page-cache"])));
    }).on("error", reject);
  });
}

test("two workers share the port, a dead worker is replaced, and SIGTERM stops them all", async () => {
  test.setTimeout(120_000);
  await withScratchDatabase("ops_workers", async (databaseUrl) => {
    const app = await startApp({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "2" });
    try {
      await expect.poll(() => childPids(app.child.pid!).length).toBe(2);
      // Both workers listen (each says so once it does).
      await expect.poll(() => app.output().match(/is running at/g)?.length ?? 0).toBe(2);
      // Each worker renders the page once for its own cache; after that both serve it from memory.
      const outcomes: string[] = [];
      for (let visit = 0; visit < 8; visit += 1) outcomes.push(await cacheOutcomeOnNewConnection(`${app.url}/about`));
      // New connections go to both workers in turn: each renders the page once.
      expect(outcomes.filter((outcome) => outcome === "miss")).toHaveLength(2);

      const [first] = childPids(app.child.pid!);
      process.kill(first!, "SIGKILL");
      await expect.poll(() => childPids(app.child.pid!).filter((pid) => pid !== first).length, { timeout: 20_000 }).toBe(2);
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

      app.child.kill("SIGTERM");
      expect(await app.exited).toBe(0);
    } finally {
      await app.stop();
    }
  });
});
