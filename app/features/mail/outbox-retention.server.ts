import { lt } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "./outbox.table";

/** Deletes the outbox's copies of messages queued before `cutoff`, whatever their status; answers how many went. */
export async function deleteMailQueuedBefore(cutoff: Date): Promise<number> {
  const removed = await getDb().delete(mailOutbox).where(lt(mailOutbox.createdAt, cutoff)).returning({ id: mailOutbox.id });
  return removed.length;
}
