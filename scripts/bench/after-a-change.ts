import { loadavg } from "node:os";
import pg from "pg";
import { EMBEDDED_SOCKET_PORT, socketDirFor } from "../../app/shared/db/embedded/embedded-database.server";
import { STAFF_LISTINGS_CHANGES_CHANNEL } from "../../app/features/listings/index.server";
import { BROWSER_HEADERS, type PageRate } from "./page-rates";
import { percentile } from "./percentile";
import { cpuPerRequest, startCpuWindow } from "./process-cpu";

/**
 * Long enough for every listener of the server to have heard a notice before the page is asked: delivered on the
 * same host in well under a millisecond, at most a few on a busy one.
 */
const NOTICE_SETTLES_MS = 3;

/** A change to what staff tables of listings show, announced through the server's own database as a save announces it. */
export type ChangeNotices = { announce: () => Promise<void>; close: () => Promise<void> };

/**
 * Connects to the server's database (PostgreSQL at `databaseUrl`, or the embedded database's socket beside
 * `pgliteDir`) to send the notice the database sends after a change to listings, their photos, agents, revisions
 * or the audit log: every app process then drops the staff pages it keeps, and the next view reads all of them
 * afresh, as after a save. On the embedded database the notice runs in the server's process, so its cost is the
 * server's too; `measureNoticesAlone` says how much.
 */
export async function connectChangeNotices(databaseUrl: string | undefined, pgliteDir: string | null): Promise<ChangeNotices> {
  if (!databaseUrl && !pgliteDir) throw new Error("Neither a database URL nor an embedded database folder to announce changes to");
  const client = new pg.Client(databaseUrl ? { connectionString: databaseUrl } : { host: socketDirFor(pgliteDir!), port: EMBEDDED_SOCKET_PORT, user: "postgres", database: "postgres" });
  await client.connect();
  // One statement at a time on the one connection, whoever announces.
  let sending: Promise<unknown> = Promise.resolve();
  return {
    announce: async () => {
      const sent = sending.then(() => client.query(`notify ${STAFF_LISTINGS_CHANGES_CHANNEL}`));
      sending = sent.catch(() => undefined);
      await sent;
      await new Promise((resolve) => setTimeout(resolve, NOTICE_SETTLES_MS));
    },
    close: () => client.end(),
  };
}

/** The server's CPU per change notice, with no page asked, and PostgreSQL's when metered: what `measureAfterChanges` counts beside the page. */
export async function measureNoticesAlone(
  notices: ChangeNotices,
  serverPid: number,
  seconds: number,
  databaseCpuMs?: () => number,
): Promise<ReturnType<typeof cpuPerRequest>> {
  const cpuUsed = startCpuWindow(serverPid, databaseCpuMs);
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  for (; Date.now() < until; sent++) await notices.announce();
  return cpuPerRequest(cpuUsed(), sent);
}

/**
 * `url` asked by `connections` visitors at once, each asking after a change notice of its own, from an address of
 * its own as a proxy sends it: the page as it costs on its first view after a save. The server's CPU per request
 * includes the notice's; the caller subtracts `measureNoticesAlone`'s figure.
 */
export async function measureAfterChanges(
  label: string,
  url: string,
  notices: ChangeNotices,
  options: { connections: number; seconds: number; warmUpSeconds?: number; headers: Record<string, string>; serverPid?: number; databaseCpuMs?: () => number },
): Promise<PageRate> {
  let visitor = 0;
  const durations: number[] = [];
  let failures = 0;
  const visit = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      await notices.announce();
      const address = visitor++;
      const started = performance.now();
      try {
        const response = await fetch(url, {
          headers: { ...BROWSER_HEADERS, ...options.headers, "x-forwarded-for": `198.19.${Math.floor(address / 250) % 250}.${(address % 250) + 1}` },
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (record && response.status !== 200) failures++;
      } catch {
        if (record) failures++;
      }
      if (record) durations.push(performance.now() - started);
    }
  };
  const run = (seconds: number, record: boolean) => Promise.all(Array.from({ length: options.connections }, () => visit(Date.now() + seconds * 1000, record)));
  if (options.warmUpSeconds) await run(options.warmUpSeconds, false);
  const cpuUsed = startCpuWindow(options.serverPid, options.databaseCpuMs);
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  await run(options.seconds, true);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const used = cpuUsed();
  return {
    label,
    requestsPerSecond: durations.length / elapsedSeconds,
    p50: Math.round(percentile(durations, 50)),
    p99: Math.round(percentile(durations, 99)),
    failures,
    ...cpuPerRequest(used, durations.length),
    generatorCpuMsPerRequest: durations.length === 0 ? 0 : (generator.user + generator.system) / 1000 / durations.length,
    loadAverage: loadavg()[0]!,
  };
}
