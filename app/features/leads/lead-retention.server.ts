import { and, isNull, lt } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { leads } from "./lead.table";

/**
 * Clears who sent each lead unchanged since `cutoff` (name, e-mail, phone)
 * and marks it anonymized at `now`; answers how many it cleared. The lead
 * stays as the brokerage's record of the enquiry.
 */
export async function anonymizeLeadsUnchangedSince(cutoff: Date, now: Date): Promise<number> {
  const cleared = await getDb()
    .update(leads)
    .set({ name: null, email: null, phone: null, anonymizedAt: now })
    .where(and(isNull(leads.anonymizedAt), lt(leads.updatedAt, cutoff)))
    .returning({ id: leads.id });
  return cleared.length;
}
