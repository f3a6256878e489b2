import { islandWeekend } from "~/shared/dates/island-weekend";

/**
 * Test clock: now, once the island's coming weekend has at least `neededMs`
 * left. In a weekend's last minutes an open house "this weekend" could end,
 * or the weekend turn into next week's, while a test reads it; the test then
 * waits until the next weekend is the coming one (at most `neededMs`, and a
 * second). Pure, for database and browser tests alike.
 */
export async function untilWeekendHasRoom(neededMs: number): Promise<Date> {
  const left = islandWeekend().to.getTime() - Date.now();
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
  return new Date();
}
