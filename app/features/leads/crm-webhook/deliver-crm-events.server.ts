import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { nextAttemptAfterFailure, type RetrySchedule } from "~/features/mail";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { crmDeliveries, type CrmDeliveryRow } from "./crm-delivery.table";
import { postWebhook, type PostOutcome, type WebhookTarget } from "./post-webhook.server";

/** Longer than one attempt's timeout, so only a crashed sender loses its claim. */
export const LEASE_MS = 60 * 1000;
const BATCH = 10;
const MAX_BATCHES = 20;

/** Retries: 30 s, then doubling, at most an hour apart, for two days (a CRM down over a weekend night). */
export const CRM_RETRY: RetrySchedule = { firstDelayMs: 30_000, growthFactor: 2, maxDelayMs: 60 * 60 * 1000, giveUpAfterMs: 48 * 60 * 60 * 1000 };

export type DeliverOptions = {
  now?: () => Date;
  schedule?: RetrySchedule;
  /** The webhook; by default the CRM_WEBHOOK_* settings. */
  target?: WebhookTarget;
  batchSize?: number;
};

export type DeliverReport = { delivered: number; retrying: number; failed: number };

/** Claims due rows (queued and due, or "sending" past a crashed sender's lease) with FOR UPDATE SKIP LOCKED, counting the attempt. */
export async function claimDueCrmEvents(now: Date, limit = BATCH): Promise<CrmDeliveryRow[]> {
  const db = getDb();
  const due = db
    .select({ id: crmDeliveries.id })
    .from(crmDeliveries)
    .where(
      or(
        and(eq(crmDeliveries.status, "queued"), or(eq(crmDeliveries.attempts, 0), lte(crmDeliveries.nextAttemptAt, now))),
        and(eq(crmDeliveries.status, "sending"), lte(crmDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(asc(crmDeliveries.nextAttemptAt), asc(crmDeliveries.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(crmDeliveries)
    .set({ status: "sending", leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${crmDeliveries.attempts} + 1` })
    .where(inArray(crmDeliveries.id, due))
    .returning();
}

/** The row is still this sender's: nobody reclaimed it after an expired lease. */
const ownClaim = (row: CrmDeliveryRow) => and(eq(crmDeliveries.id, row.id), eq(crmDeliveries.status, "sending"), eq(crmDeliveries.attempts, row.attempts));

async function record(row: CrmDeliveryRow, outcome: PostOutcome, schedule: RetrySchedule, at: Date): Promise<keyof DeliverReport | "lost"> {
  const db = getDb();
  if (outcome.delivered) {
    const [done] = await db
      .update(crmDeliveries)
      .set({ status: "delivered", deliveredAt: at, leaseUntil: null, lastError: null, lastStatus: outcome.status })
      .where(ownClaim(row))
      .returning({ id: crmDeliveries.id });
    return done ? "delivered" : "lost";
  }
  const next = outcome.permanent ? null : nextAttemptAfterFailure(schedule, row.queuedAt, row.attempts, at);
  const [updated] = await db
    .update(crmDeliveries)
    .set(
      next
        ? { status: "queued", nextAttemptAt: next, leaseUntil: null, lastError: outcome.reason, lastStatus: outcome.status }
        : { status: "failed", failedAt: at, leaseUntil: null, lastError: outcome.reason, lastStatus: outcome.status },
    )
    .where(ownClaim(row))
    .returning({ id: crmDeliveries.id });
  if (!updated) return "lost";
  const context = { deliveryId: row.id, event: row.event, attempts: row.attempts, reason: outcome.reason };
  if (next) logger.warn("CRM webhook not delivered; it will be retried", { ...context, nextAttemptAt: next.toISOString() });
  else logger.error("CRM webhook given up", context);
  return next ? "retrying" : "failed";
}

/**
 * Posts every due event to the CRM webhook, a batch at a time, outside any
 * transaction, each signed at the moment it is sent. An event is marked
 * delivered only by the update that follows a 2xx answer, and claims are
 * exclusive, so each event is delivered once per success; a crash between
 * the answer and that update is the only way a CRM sees an event twice
 * (receivers deduplicate by the X-Webhook-Id header). Without
 * CRM_WEBHOOK_URL nothing is sent (and nothing was queued).
 */
export async function deliverDueCrmEvents(options: DeliverOptions = {}): Promise<DeliverReport> {
  const now = options.now ?? (() => new Date());
  const { crm } = getConfig();
  const target = options.target ?? (crm.url ? { url: crm.url, secret: crm.secret, allowPrivate: crm.allowPrivate } : null);
  const report: DeliverReport = { delivered: 0, retrying: 0, failed: 0 };
  if (!target) return report;
  const batchSize = options.batchSize ?? BATCH;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await claimDueCrmEvents(now(), batchSize);
    if (rows.length === 0) break;
    // One at a time, in the order they were queued: a CRM sees a lead before its status changes.
    for (const row of rows) {
      const outcome = await postWebhook(target, { id: row.id, event: row.event, body: JSON.stringify(row.payload) }, now());
      const result = await record(row, outcome, options.schedule ?? CRM_RETRY, now());
      if (result === "lost") logger.warn("A CRM event's lease ran out before its delivery was recorded; another sender retries it", { deliveryId: row.id });
      else report[result] += 1;
    }
    if (rows.length < batchSize) break;
  }
  return report;
}
