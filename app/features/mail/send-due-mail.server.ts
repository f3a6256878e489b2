import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import type { MailMessage } from "./mail-message";
import { redactSecrets } from "./mail-secrets";
import { mailOutbox, type OutboxMessage } from "./outbox.table";
import { nextAttemptAfterFailure, type RetrySchedule } from "./retry-schedule";
import { describeFailure, smtpSender, type Deliver } from "./send-mail.server";

/** How long a claim holds a row: longer than the SMTP timeouts of one delivery, so only a crashed sender loses it. */
export const LEASE_MS = 2 * 60 * 1000;
const BATCH = 10;
const MAX_BATCHES = 20;

export type SendOptions = {
  now?: () => Date;
  /** The mail server; by default SMTP_URL, and without it messages are kept (and logged) instead. */
  deliver?: Deliver;
  batchSize?: number;
};

export type SendReport = { sent: number; kept: number; retrying: number; failed: number };

/**
 * Claims up to `limit` due rows: queued ones not tried yet or whose next attempt has come, and
 * "sending" ones whose sender's lease ran out (it crashed). One short
 * statement marks them "sending" with a lease and counts the attempt;
 * `FOR UPDATE SKIP LOCKED` lets several processes claim at the same moment
 * without waiting for, or taking, each other's rows.
 */
export async function claimDueMail(now: Date, limit = BATCH): Promise<OutboxMessage[]> {
  const db = getDb();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        // A message never tried yet is due at once, whatever the database's clock said when it was queued.
        and(eq(mailOutbox.status, "queued"), or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now))),
        and(eq(mailOutbox.status, "sending"), lte(mailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: "sending",
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sqlIncrement(),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

function sqlIncrement() {
  // Drizzle has no column-relative setter; the SQL fragment is the usual way.
  return sql`${mailOutbox.attempts} + 1`;
}

/** The row is still ours: nobody reclaimed it after an expired lease. */
function ownClaim(row: OutboxMessage) {
  return and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, row.attempts));
}

function asMessage(row: OutboxMessage): MailMessage {
  return { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, replyTo: row.replyTo ?? undefined, fromName: row.fromName ?? undefined, headers: row.headers ?? undefined, calendar: row.calendar ?? undefined, attachments: row.attachments ?? undefined };
}

type Outcome = "sent" | "kept" | "retrying" | "failed" | "lost";

async function deliverOne(row: OutboxMessage, deliver: Deliver | null, smtpUrl: string, schedule: RetrySchedule, now: () => Date): Promise<Outcome> {
  const db = getDb();
  const context = { outboxId: row.id, to: row.to, subject: row.subject, attempts: row.attempts };
  if (!deliver) {
    const [kept] = await db.update(mailOutbox).set({ status: "kept", leaseUntil: null }).where(ownClaim(row)).returning({ id: mailOutbox.id });
    if (!kept) return "lost";
    logger.info(`Mail kept in the outbox (no SMTP configured): to ${row.to}, subject "${row.subject}"`);
    return "kept";
  }
  try {
    await deliver(asMessage(row));
  } catch (error) {
    const { permanent, reason } = describeFailure(error, smtpUrl);
    const failedAt = now();
    const next = permanent ? null : nextAttemptAfterFailure(schedule, row.queuedAt, row.attempts, failedAt);
    const [updated] = await db
      .update(mailOutbox)
      .set(next ? { status: "queued", nextAttemptAt: next, leaseUntil: null, lastError: reason } : { status: "failed", failedAt, leaseUntil: null, lastError: reason })
      .where(ownClaim(row))
      .returning({ id: mailOutbox.id });
    if (!updated) return "lost";
    if (next) logger.warn("Mail not sent; it will be retried", { ...context, reason, nextAttemptAt: next.toISOString() });
    else if (permanent) logger.error("Mail refused by the mail server; it is not retried", { ...context, reason });
    else logger.error("Mail not sent and given up when its retries ran out", { ...context, reason });
    return next ? "retrying" : "failed";
  }
  // Delivered: the stored copy loses its secrets (a reset link's token) in the same update.
  const [sent] = await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now(), leaseUntil: null, lastError: null, ...(row.secrets ? redactSecrets(row) : {}) })
    .where(ownClaim(row))
    .returning({ id: mailOutbox.id });
  return sent ? "sent" : "lost";
}

/**
 * Delivers every due message, a batch at a time, sending outside any
 * transaction. A delivered message is "sent", its secrets redacted from the
 * stored copy; one the server refuses for good
 * (a 5xx reply to the envelope or the data) is "failed" at once; any other
 * failure puts it back in the queue for a later attempt (retry-schedule.ts,
 * MAIL_RETRY_* settings) until it is given up as "failed". Without SMTP_URL
 * messages are "kept".
 */
export async function sendDueMail(options: SendOptions = {}): Promise<SendReport> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? BATCH;
  const { mail } = getConfig();
  const report: SendReport = { sent: 0, kept: 0, retrying: 0, failed: 0 };
  let smtp: ReturnType<typeof smtpSender> | null = null;
  try {
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const rows = await claimDueMail(now(), batchSize);
      if (rows.length === 0) break;
      if (!options.deliver && mail.smtpUrl) smtp ??= smtpSender(mail.smtpUrl, mail.from);
      const deliver = options.deliver ?? smtp?.deliver ?? null;
      const outcomes = await Promise.all(rows.map((row) => deliverOne(row, deliver, mail.smtpUrl ?? "", mail.retry, now)));
      for (const outcome of outcomes) {
        if (outcome === "lost") logger.warn("A mail's lease ran out before its delivery was recorded; another sender retries it");
        else report[outcome] += 1;
      }
      if (rows.length < batchSize) break;
    }
  } finally {
    smtp?.close();
  }
  return report;
}
