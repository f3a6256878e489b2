import { expect } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { listen, notify } from "~/shared/db/notify.server";

/**
 * Waits until every notice sent on `channel` before now has been heard: notices arrive in commit order, so a
 * marker sent after them comes last.
 */
export async function noticesDelivered(channel: string): Promise<void> {
  const marker = `marker-${Math.random()}`;
  let heard = false;
  const stop = await listen(channel, (payload) => (heard ||= payload === marker));
  try {
    await notify(getDb(), channel, marker);
    for (let waited = 0; !heard && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard, "the marker was heard").toBe(true);
  } finally {
    await stop();
  }
}
