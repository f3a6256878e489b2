import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { notify } from "~/shared/db/notify.server";
import { crmDeliveries, type CrmEvent } from "./crm-delivery.table";

/** Heard by every process's sender when an event commits. */
export const CRM_QUEUED_CHANNEL = "crm_queued";

/**
 * Queues one event for the CRM webhook in the caller's transaction, so it
 * exists exactly when the change it reports does. Without CRM_WEBHOOK_URL
 * nothing is queued (false): the site runs without a CRM.
 */
export async function queueCrmEvent(tx: Database, event: { event: CrmEvent; leadId: string | null; payload: Record<string, unknown>; now: Date }): Promise<boolean> {
  if (!getConfig().crm.url) return false;
  const [row] = await tx
    .insert(crmDeliveries)
    .values({ event: event.event, leadId: event.leadId, payload: event.payload, queuedAt: event.now, nextAttemptAt: event.now, createdAt: event.now })
    .returning({ id: crmDeliveries.id });
  await notify(tx, CRM_QUEUED_CHANNEL, row!.id);
  return true;
}
