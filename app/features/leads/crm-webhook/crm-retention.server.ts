import { and, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { crmDeliveries } from "./crm-delivery.table";

/**
 * Removes CRM events settled (delivered, or given up) before `cutoff`. Each
 * carries the buyer's name and contact details, which the CRM now holds; the
 * site keeps its copy only as long as an administrator needs it to see what
 * was sent. Events still queued or being sent stay until they settle.
 */
export async function deleteCrmDeliveriesSettledBefore(cutoff: Date): Promise<number> {
  const removed = await getDb()
    .delete(crmDeliveries)
    .where(
      and(
        inArray(crmDeliveries.status, ["delivered", "failed"]),
        lt(sql`coalesce(${crmDeliveries.deliveredAt}, ${crmDeliveries.failedAt})`, cutoff),
      ),
    )
    .returning({ id: crmDeliveries.id });
  return removed.length;
}
