import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** A process's command name and the fields of /proc/<pid>/stat after it (from the state on), Linux. */
function readStat(pid: number): { command: string; fields: string[] } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name is in parentheses and may hold spaces.
  return { command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), fields: stat.slice(stat.lastIndexOf(")") + 2).split(" ") };
}

const ticksToMs = (...ticks: string[]) => (ticks.reduce((total, tick) => total + Number(tick), 0) * 1000) / TICKS_PER_SECOND;

function ownCpuMs(pid: number): number {
  const { fields } = readStat(pid);
  return ticksToMs(fields[11]!, fields[12]!);
}

/** The process's live child processes (a server's workers), from /proc (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * CPU time (user + system, ms) a process, its threads and its live child
 * processes (one server's workers) have used so far, from /proc (Linux).
 */
export function processCpuMs(pid: number): number {
  let total = 0;
  for (const queue = [pid]; queue.length > 0; ) {
    const next = queue.pop()!;
    try {
      total += ownCpuMs(next);
    } catch {
      // A child that ended between the listing and the read.
    }
    queue.push(...childrenOf(next));
  }
  return total;
}

/** A process's command name and parent; null once it has ended. */
function commandAndParent(pid: number): { command: string; parent: number } | null {
  try {
    const { command, fields } = readStat(pid);
    return { command, parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** CPU time (ms) a process's ended and reaped children used: a PostgreSQL server's closed connections. */
function reapedChildrenCpuMs(pid: number): number {
  const { fields } = readStat(pid);
  return ticksToMs(fields[13]!, fields[14]!);
}

/**
 * A meter of the CPU time (ms) PostgreSQL on this host has used so far: every `postgres` process (the connections
 * the server opened, and the database's own workers, which idle beside them) and the connections that have ended
 * since it started. `null` when no PostgreSQL runs here (a database on another host cannot be metered).
 */
export function localPostgresCpuMeter(): (() => number) | null {
  const postgres = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => commandAndParent(pid)?.command === "postgres");
  const postmasters = postgres.filter((pid) => commandAndParent(commandAndParent(pid)!.parent)?.command !== "postgres");
  if (postmasters.length === 0) return null;
  return () => postmasters.reduce((total, pid) => total + processCpuMs(pid) + reapedChildrenCpuMs(pid), 0);
}

/** CPU used in a window, in ms: the server's (when its pid was given) and PostgreSQL's (when metered). */
export type CpuUsed = { serverMs?: number; databaseMs?: number };

/** Starts a window over the server's CPU and, when given its meter, PostgreSQL's; the returned function reads what each used since. */
export function startCpuWindow(serverPid?: number, databaseCpuMs?: () => number): () => CpuUsed {
  const serverBefore = serverPid ? processCpuMs(serverPid) : 0;
  const databaseBefore = databaseCpuMs?.() ?? 0;
  return () => ({
    serverMs: serverPid ? processCpuMs(serverPid) - serverBefore : undefined,
    databaseMs: databaseCpuMs ? databaseCpuMs() - databaseBefore : undefined,
  });
}

/** A window's CPU per request, as `PageRate` carries it. */
export function cpuPerRequest(used: CpuUsed, requests: number): { cpuMsPerRequest?: number; databaseCpuMsPerRequest?: number } {
  const per = (ms: number | undefined) => (ms === undefined || requests === 0 ? undefined : ms / requests);
  return { cpuMsPerRequest: per(used.serverMs), databaseCpuMsPerRequest: per(used.databaseMs) };
}
