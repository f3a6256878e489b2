/**
 * Waits, before a suite's server seeds the demo data, until the island's
 * next midnight is further off than the suite takes. The demo data is dated
 * from the island day it is seeded on (a to-do due today, another due
 * tomorrow), so a server seeded at 23:58 and looked at at 00:01 shows the
 * next day's picture: today's to-do overdue, tomorrow's due today. Pages
 * compared with fixed pictures must be seeded and seen on one island day.
 *
 * Usage: node scripts/wait-out-island-midnight.mjs <minutes the suite takes>
 */
import { pathToFileURL } from "node:url";

const ISLAND_TIME_ZONE = "America/St_Thomas";
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long to wait at `now` so that `spanMs` from then on stays within one island day (0 if it already does). */
export function msToWaitOutIslandMidnight(now, spanMs) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: ISLAND_TIME_ZONE, hourCycle: "h23", hour: "numeric", minute: "numeric", second: "numeric" })
      .formatToParts(now)
      .map((part) => [part.type, Number(part.value)]),
  );
  const sinceMidnightMs = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + (now.getTime() % 1000);
  const untilMidnightMs = DAY_MS - sinceMidnightMs;
  return untilMidnightMs > spanMs ? 0 : untilMidnightMs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const spanMinutes = Number(process.argv[2]);
  if (!Number.isFinite(spanMinutes) || spanMinutes <= 0) {
    console.error("Usage: node scripts/wait-out-island-midnight.mjs <minutes the suite takes>");
    process.exit(2);
  }
  const waitMs = msToWaitOutIslandMidnight(new Date(), spanMinutes * 60_000);
  if (waitMs > 0) {
    console.log(`Island midnight is ${Math.ceil(waitMs / 1000)} s away: waiting for it before seeding the demo data.`);
    // A second past midnight, so the seed's "today" is the new day.
    await new Promise((resolve) => setTimeout(resolve, waitMs + 1000));
  }
}
