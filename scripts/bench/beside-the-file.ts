import { formatCpu, measurePageRate, type PageRate } from "./page-rates";

/** A page from the app measured between two runs of nginx serving the same bytes as a file, so both see the same minutes. */
export type BesideTheFile = { label: string; file: PageRate; app: PageRate };

type Load = { connections: number; seconds: number; serverPid?: number; headers?: Record<string, string>; pathOf?: (index: number) => string };

function average(first: PageRate, second: PageRate): PageRate {
  const mean = (a: number, b: number) => (a + b) / 2;
  return {
    label: first.label,
    requestsPerSecond: mean(first.requestsPerSecond, second.requestsPerSecond),
    p50: Math.max(first.p50, second.p50),
    p99: Math.max(first.p99, second.p99),
    failures: first.failures + second.failures,
    cpuMsPerRequest: first.cpuMsPerRequest === undefined || second.cpuMsPerRequest === undefined ? undefined : mean(first.cpuMsPerRequest, second.cpuMsPerRequest),
    generatorCpuMsPerRequest: mean(first.generatorCpuMsPerRequest, second.generatorCpuMsPerRequest),
    loadAverage: Math.max(first.loadAverage, second.loadAverage),
  };
}

/**
 * File, app, file: the file's figures are the mean of the two runs around the app's. The file is asked as the app
 * is, with the same headers and each request's same query (nginx ignores both there), so the load generator does
 * the same work for each.
 */
export async function measureBesideTheFile(label: string, appUrl: string, fileUrl: string, nginxPid: number, load: Load): Promise<BesideTheFile> {
  const filePath = new URL(fileUrl).pathname;
  const { pathOf } = load;
  const fileLoad = {
    connections: load.connections,
    seconds: load.seconds,
    serverPid: nginxPid,
    headers: load.headers,
    pathOf: pathOf && ((index: number) => `${filePath}${new URL(pathOf(index), "http://query.invalid").search}`),
  };
  const before = await measurePageRate(`${label} (file)`, fileUrl, fileLoad);
  const app = await measurePageRate(label, appUrl, load);
  const after = await measurePageRate(`${label} (file)`, fileUrl, fileLoad);
  return { label, file: average(before, after), app };
}

export const BESIDE_THE_FILE_HEADER = [
  "| page | nginx: req/s | nginx CPU per request | app: req/s | app p99 | app CPU per request | app's rate ÷ nginx's | app's CPU ÷ nginx's | load generator CPU per request (nginx; app) | load average | failures | goal |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];

export type BesideTheFileGoal = { minShareOfRate: number; maxCpuRatio: number; maxP99Ms: number };

export function formatBesideTheFile({ label, file, app }: BesideTheFile, goal: BesideTheFileGoal): string {
  const share = app.requestsPerSecond / file.requestsPerSecond;
  const cpuRatio = app.cpuMsPerRequest !== undefined && file.cpuMsPerRequest ? app.cpuMsPerRequest / file.cpuMsPerRequest : undefined;
  const met = (ok: boolean) => (ok ? "met" : "NOT met");
  const verdicts = [
    `rate ≥ ${goal.minShareOfRate * 100}% of nginx's: ${met(share >= goal.minShareOfRate)}`,
    cpuRatio === undefined ? "" : `CPU ≤ ${goal.maxCpuRatio}× nginx's: ${met(cpuRatio <= goal.maxCpuRatio)}`,
    `p99 ≤ ${goal.maxP99Ms} ms: ${met(app.p99 <= goal.maxP99Ms)}`,
  ].filter(Boolean);
  const rate = (value: number) => Math.round(value).toLocaleString("en-US");
  return [
    label,
    rate(file.requestsPerSecond),
    formatCpu(file.cpuMsPerRequest),
    rate(app.requestsPerSecond),
    `${app.p99} ms`,
    formatCpu(app.cpuMsPerRequest),
    `${Math.round(share * 100)}%`,
    cpuRatio === undefined ? "" : `${cpuRatio.toFixed(1)}×`,
    `${formatCpu(file.generatorCpuMsPerRequest)}; ${formatCpu(app.generatorCpuMsPerRequest)}`,
    Math.max(file.loadAverage, app.loadAverage).toFixed(2),
    String(file.failures + app.failures),
    verdicts.join("; "),
  ]
    .join(" | ")
    .replace(/^/, "| ")
    .concat(" |");
}
