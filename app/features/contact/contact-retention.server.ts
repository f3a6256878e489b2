import { lt } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { contactMessages } from "./contact.table";

/**
 * Deletes the contact messages sent before `cutoff`; answers how many went.
 * No later exchange is recorded, so the sending time is the last exchange.
 */
export async function deleteContactMessagesBefore(cutoff: Date): Promise<number> {
  const removed = await getDb().delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
  return removed.length;
}
