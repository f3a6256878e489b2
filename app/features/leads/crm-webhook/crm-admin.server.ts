import { and, desc, eq } from "drizzle-orm";
import { refuse, type Actor, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { notify } from "~/shared/db/notify.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { crmDeliveries, type CrmDeliveryStatus, type CrmEvent } from "./crm-delivery.table";
import { CRM_QUEUED_CHANNEL } from "./queue-crm-event.server";

export const CRM_MESSAGES = {
  notFound: "That event is not in the CRM queue",
  notRetryable: "Only a failed event can be sent again",
} as const;

const LIST_LIMIT = 100;

export type CrmDeliveryListRow = {
  id: string;
  event: CrmEvent;
  leadId: string | null;
  status: CrmDeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastStatus: number | null;
  createdAt: Date;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  failedAt: Date | null;
};

/** The webhook's host (never its path or query, which may hold a key) and the recent events, failed ones first. */
export async function listCrmDeliveries(actor: Actor): Promise<Result<{ data: { host: string | null; failed: CrmDeliveryListRow[]; recent: CrmDeliveryListRow[] } }>> {
  const refused = refuse(actor, "manage:crm-webhook");
  if (refused) return refused;
  return runService("listCrmDeliveries", {}, async () => {
    const columns = {
      id: crmDeliveries.id,
      event: crmDeliveries.event,
      leadId: crmDeliveries.leadId,
      status: crmDeliveries.status,
      attempts: crmDeliveries.attempts,
      lastError: crmDeliveries.lastError,
      lastStatus: crmDeliveries.lastStatus,
      createdAt: crmDeliveries.createdAt,
      nextAttemptAt: crmDeliveries.nextAttemptAt,
      deliveredAt: crmDeliveries.deliveredAt,
      failedAt: crmDeliveries.failedAt,
    };
    const db = getDb();
    const newest = [desc(crmDeliveries.createdAt), desc(crmDeliveries.id)];
    const failed = await db.select(columns).from(crmDeliveries).where(eq(crmDeliveries.status, "failed")).orderBy(...newest).limit(LIST_LIMIT);
    const recent = await db.select(columns).from(crmDeliveries).orderBy(...newest).limit(LIST_LIMIT);
    const url = getConfig().crm.url;
    return ok({ data: { host: url ? new URL(url).host : null, failed, recent } });
  });
}

/** Queues a failed event again as if new (due at once, a fresh retry window); audited; the senders are woken at commit. */
export async function retryCrmDelivery(actor: AuditedActor, id: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:crm-webhook");
  if (refused) return refused;
  if (!isUuid(id)) return failWith("not_found", CRM_MESSAGES.notFound);
  return runService("retryCrmDelivery", { id, actorId: actor.id }, () =>
    getDb().transaction(async (tx) => {
      const [row] = await tx
        .select({ status: crmDeliveries.status, attempts: crmDeliveries.attempts, lastError: crmDeliveries.lastError, event: crmDeliveries.event })
        .from(crmDeliveries)
        .where(eq(crmDeliveries.id, id))
        .for("update");
      if (!row) return failWith("not_found", CRM_MESSAGES.notFound);
      if (row.status !== "failed") return failWith("conflict", CRM_MESSAGES.notRetryable);
      await tx
        .update(crmDeliveries)
        .set({ status: "queued", attempts: 0, queuedAt: now, nextAttemptAt: now, leaseUntil: null, failedAt: null })
        .where(and(eq(crmDeliveries.id, id), eq(crmDeliveries.status, "failed")));
      await recordAudit(
        { actor, action: "crm.retry", subject: { type: "crm_delivery", id }, before: { status: row.status, attempts: row.attempts, lastError: row.lastError, event: row.event }, after: { status: "queued" } },
        tx,
      );
      await notify(tx, CRM_QUEUED_CHANNEL, id);
      return ok({ id });
    }),
  );
}
