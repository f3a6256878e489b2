/**
 * How fast this host runs JavaScript just now: the CPU one fixed integer loop takes. The same code's CPU per
 * request moved up to threefold between hosts and hours, with nginx's; printed at a run's start and end, this
 * reading lets a row be set beside rows of another hour or host (a page's CPU over the loop's).
 */
const LOOP_ITERATIONS = 100_000_000;

/** The loop's CPU in milliseconds (user and system time of this process while it ran). */
export function hostLoopCpuMs(): number {
  const before = process.cpuUsage();
  let sum = 0;
  for (let index = 0; index < LOOP_ITERATIONS; index++) sum += index & 7;
  const spent = process.cpuUsage(before);
  // The sum is read so that the loop cannot be dropped as dead code.
  if (sum < 0) throw new Error("unreachable");
  return (spent.user + spent.system) / 1000;
}

/** One line for a bench's output: the loop's CPU and the load average beside it. */
export function describeHostSpeed(moment: string, loadAverage: number): string {
  return `Host speed ${moment}: a fixed loop of ${LOOP_ITERATIONS.toLocaleString("en-US")} integer additions took ${hostLoopCpuMs().toFixed(0)} ms of CPU (load average ${loadAverage.toFixed(2)})`;
}
