import { loadavg } from "node:os";
import autocannon from "autocannon";
import { cpuPerRequest, startCpuWindow } from "./process-cpu";

/** What a current Chrome sends: the page cache answers Brotli. */
export const BROWSER_HEADERS = {
  "accept-encoding": "gzip, deflate, br, zstd",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

export type PageRate = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU the server used per request, when its process id was given. */
  cpuMsPerRequest?: number;
  /** CPU PostgreSQL used per request, when the server's database runs on this host and was metered. */
  databaseCpuMsPerRequest?: number;
  /** CPU the load generator (this process) used per request: a generator near a core's worth holds the server back. */
  generatorCpuMsPerRequest: number;
  /** The host's load average (1 min) when the run ended. */
  loadAverage: number;
};

export async function measurePageRate(
  label: string,
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    serverPid?: number;
    /** PostgreSQL's CPU so far (`localPostgresCpuMeter`), when the server's database runs on this host. */
    databaseCpuMs?: () => number;
    warmUpSeconds?: number;
    manyVisitors?: boolean;
    /** Each request's own path (and query), e.g. a campaign visitor's unique click id. */
    pathOf?: (index: number) => string;
  },
): Promise<PageRate> {
  // Each request from a visitor of its own (behind the proxy), as a busy site's renders are: one client is held to its share.
  let visitor = 0;
  let sent = 0;
  const { manyVisitors, pathOf } = options;
  const requests =
    manyVisitors || pathOf
      ? [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: pathOf ? pathOf(sent++) : request.path,
              headers: manyVisitors ? { ...request.headers, "x-forwarded-for": `198.18.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}` } : request.headers,
            }),
          },
        ]
      : undefined;
  const run = (seconds: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon(
        { url, connections: options.connections, duration: seconds, headers: { ...BROWSER_HEADERS, ...options.headers }, requests },
        (error, outcome) => (error ? reject(error) : resolve(outcome)),
      ),
    );
  // A path the server has not run yet is measured once compiled, as it runs all day.
  if (options.warmUpSeconds) await run(options.warmUpSeconds);
  const cpuUsed = startCpuWindow(options.serverPid, options.databaseCpuMs);
  const generatorBefore = process.cpuUsage();
  const result = await run(options.seconds);
  const generator = process.cpuUsage(generatorBefore);
  const used = cpuUsed();
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    ...cpuPerRequest(used, result.requests.total),
    generatorCpuMsPerRequest: result.requests.total === 0 ? 0 : (generator.user + generator.system) / 1000 / result.requests.total,
    loadAverage: loadavg()[0]!,
  };
}

/** CPU per request as the tables print it: two decimals, as a file's cost is a few hundredths of a millisecond. */
export function formatCpu(ms: number | undefined): string {
  if (ms === undefined) return "";
  // A cache hit costs tens of microseconds: in milliseconds with two decimals, 0.034 and 0.026 would both read 0.03.
  return ms < 0.1 ? `${Math.round(ms * 1000)} µs` : `${ms.toFixed(ms < 1 ? 2 : 1)} ms`;
}

/**
 * The server's CPU per request; on PostgreSQL on this host, with the database's beside it and their sum, as the
 * embedded database's work is counted in the server's own process.
 */
export function formatServerCpu(rate: PageRate): string {
  const server = formatCpu(rate.cpuMsPerRequest);
  if (rate.databaseCpuMsPerRequest === undefined || rate.cpuMsPerRequest === undefined) return server;
  return `${formatCpu(serverAndDatabaseCpu(rate))} (app ${server} + PostgreSQL ${formatCpu(rate.databaseCpuMsPerRequest)})`;
}

/** What a request cost the server and, where it was metered, its database: what the goals judge. */
export function serverAndDatabaseCpu(rate: PageRate): number | undefined {
  return rate.cpuMsPerRequest === undefined ? undefined : rate.cpuMsPerRequest + (rate.databaseCpuMsPerRequest ?? 0);
}

export function formatRate(rate: PageRate, goal = ""): string {
  const cpu = formatServerCpu(rate);
  return `| ${rate.label} | ${Math.round(rate.requestsPerSecond).toLocaleString("en-US")} | ${rate.p50} ms | ${rate.p99} ms | ${cpu} | ${rate.failures} | ${goal} |`;
}
