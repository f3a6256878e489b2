import { expect } from "vitest";
import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getDb } from "~/shared/db/client.server";
import { listen, notify } from "~/shared/db/notify.server";

/** One value kept under each channel's scope, to see when this process's follower of the channel drops what it keeps. */
const probes = new Map<string, () => Promise<number>>();
function probeOf(channel: string): () => Promise<number> {
  let probe = probes.get(channel);
  if (!probe) {
    const kept = keptByKeyUntilContentChanges<number>(1, () => true, channel);
    let loads = 0;
    probes.set(channel, (probe = () => kept("probe", async () => (loads += 1))));
  }
  return probe;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until every notice sent on `channel` before now has been heard, by this process's follower of the channel
 * too. Notices reach each connection in commit order, so a marker sent after them comes last on each; but on
 * PostgreSQL every listener holds a connection of its own, and hearing the marker on one says nothing of another. So
 * it also waits until a value kept under the channel's scope is dropped: by the first notice the follower handles
 * after the value was kept, which is either a notice sent before now that it had not yet handled, or the marker.
 */
export async function noticesDelivered(channel: string): Promise<void> {
  const marker = `marker-${Math.random()}`;
  let heard = false;
  const probe = probeOf(channel);
  const kept = await probe();
  let dropped = false;
  const stop = await listen(channel, (payload) => (heard ||= payload === marker));
  try {
    await notify(getDb(), channel, marker);
    for (let waited = 0; !(heard && dropped) && waited < 5_000; waited += 20) {
      await sleep(20);
      dropped ||= (await probe()) !== kept;
    }
    expect(heard, "the marker was heard").toBe(true);
    expect(dropped, "this process's follower of the channel heard a notice").toBe(true);
  } finally {
    await stop();
  }
}
