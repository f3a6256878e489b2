import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

function ownCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
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

/** A process's command name and parent, from /proc (Linux). */
function commandAndParent(pid: number): { command: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** CPU time (ms) a process's ended and reaped children used: a PostgreSQL server's closed connections. */
function reapedChildrenCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
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
