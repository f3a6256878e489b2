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
