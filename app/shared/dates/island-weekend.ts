import { addDays, todayOnIsland } from "./island-days";
import { instantFromIslandTime } from "./island-times";

/**
 * "This weekend" on St. John, the one definition the "open house this
 * weekend" search uses: the coming Saturday and Sunday on the island's
 * clock, or the weekend under way when it is already Saturday or Sunday
 * there. From Saturday 00:00 to Monday 00:00 island time. Pure, for the
 * browser and the server.
 */
export type IslandWeekend = { saturday: string; sunday: string; from: Date; to: Date };

export function islandWeekend(now: Date = new Date()): IslandWeekend {
  const today = todayOnIsland(now);
  // 0 is Sunday, 6 Saturday: a calendar day's weekday is the same in any zone at UTC midnight.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
  const sunday = addDays(saturday, 1);
  return { saturday, sunday, from: instantFromIslandTime(`${saturday}T00:00`)!, to: instantFromIslandTime(`${addDays(saturday, 2)}T00:00`)! };
}
