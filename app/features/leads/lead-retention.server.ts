import { and, inArray, isNull, lt } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { leadMessages, leads } from "./lead.table";

/**
 * Clears who sent each lead unchanged since `cutoff` (name, e-mail, phone)
 * and the address its messages went to, and marks it anonymized at `now`;
 * answers how many it cleared. The lead
 * stays as the brokerage's record of the enquiry.
 */
export async function anonymizeLeadsUnchangedSince(cutoff: Date, now: Date): Promise<number> {
  const cleared = await getDb()
    .update(leads)
    .set({ name: null, email: null, phone: null, anonymizedAt: now })
    .where(and(isNull(leads.anonymizedAt), lt(leads.updatedAt, cutoff)))
    .returning({ id: leads.id });
  if (cleared.length > 0) await getDb().update(leadMessages).set({ toEmail: null }).where(inArray(leadMessages.leadId, cleared.map((lead) => lead.id)));
  return cleared.length;
}
