import { randomUUID } from "node:crypto";
import { islandWeekend } from "~/shared/dates/island-weekend";
import { getDb } from "~/shared/db/client.server";
import { openHouses } from "./open-house.table";
import { untilWeekendHasRoom } from "./weekend-room";

/** Test data: open houses placed relative to the island's weekend, written as the staff form or the feed writes them. */

const HOUR = 3_600_000;

/**
 * Two hours still to come in the island's coming weekend (Saturday 1–3 PM,
 * or the next free hours while the weekend is under way, ending by its end).
 */
export function thisWeekendTimes(now = new Date()): { startsAt: Date; endsAt: Date } {
  const weekend = islandWeekend(now);
  const saturdayAfternoon = new Date(weekend.from.getTime() + 13 * HOUR);
  const startsAt = saturdayAfternoon > now ? saturdayAfternoon : new Date(Math.min(now.getTime() + 60_000, weekend.to.getTime() - 2 * 60_000));
  return { startsAt, endsAt: new Date(Math.min(startsAt.getTime() + 2 * HOUR, weekend.to.getTime() - 60_000)) };
}

/** What thisWeekendTimes needs left of the weekend: a minute's lead and a slot ending two minutes early. */
const SLOT_MARGIN_MS = 3 * 60_000;

/** Now, with room left in the weekend for thisWeekendTimes and a test of up to `testMs`; give the test weekendTestTimeout(testMs). */
export const clearOfWeekendsEnd = (testMs: number): Promise<Date> => untilWeekendHasRoom(testMs + SLOT_MARGIN_MS);

/** A timeout for a test that calls clearOfWeekendsEnd(testMs) first. */
export const weekendTestTimeout = (testMs: number) => 2 * testMs + SLOT_MARGIN_MS + 2_000;

/** Saturday 1–3 PM of the weekend after. */
export function nextWeekendTimes(now = new Date()): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(islandWeekend(now).from.getTime() + 7 * 24 * HOUR + 13 * HOUR);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) };
}

export async function insertTestOpenHouse(listingId: string, times: { startsAt: Date; endsAt: Date }, source: "mls" | "staff" = "staff", remarks: string | null = null) {
  await getDb().insert(openHouses).values({ listingId, openHouseKey: randomUUID(), ...times, source, remarks });
}
