import { and, count, desc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { refuse, type Actor, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { getDb } from "~/shared/db/client.server";
import { notify } from "~/shared/db/notify.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { MAIL_QUEUED_CHANNEL } from "./enqueue-mail.server";
import { mailOutbox, OUTBOX_STATUSES, type OutboxStatus } from "./outbox.table";
import { loadTablePage, matchesText, orderByColumn } from "~/shared/tables/table-page.server";
import { readTableQuery, type TablePage, type TableQuery } from "~/shared/tables/table-query";
import { OUTBOX_TABLE, type OutboxSort } from "./outbox-table";
import { isUuid } from "~/shared/lib/uuid";

export const OUTBOX_MESSAGES = {
  notFound: "That message is not in the outbox",
  notResendable: "Only a failed or kept message can be sent again",
} as const;

/** Messages an administrator may put back in the queue. */
const RESENDABLE: OutboxStatus[] = ["failed", "kept"];
const LIST_LIMIT = 100;

/**
 * A row of the Mail section: the envelope and delivery state. The body (it may
 * hold a reset link) only of a message kept for want of a mail server, which
 * reaches nobody unless an administrator reads it here.
 */
export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** For a failed message, the server's refusal or the last error; for a queued one, why the last attempt failed. */
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
  /** When a failed message failed. */
  failedAt: Date | null;
  keptText: string | null;
};

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
  failedAt: mailOutbox.failedAt,
  keptText: sql<string | null>`case when ${mailOutbox.status} = 'kept' then ${mailOutbox.text} end`,
};

const SORT_COLUMNS: Record<OutboxSort, SQLWrapper> = {
  created: mailOutbox.createdAt,
  to: sql`lower(${mailOutbox.to})`,
  subject: sql`lower(${mailOutbox.subject})`,
  status: mailOutbox.status,
};

/**
 * The failed messages (newest first, at most LIST_LIMIT: they wait for a
 * Resend), and one page of every message: of one status (an unknown status
 * filters nothing), searched by recipient or subject, sorted by a
 * whitelisted column and paged in SQL.
 */
export async function listOutbox(
  actor: Actor,
  filters: { status?: string | null } = {},
  query: TableQuery<OutboxSort> = readTableQuery(new URLSearchParams(), OUTBOX_TABLE),
): Promise<Result<{ data: { failed: OutboxRow[]; messages: TablePage<OutboxRow, OutboxSort> } }>> {
  const refused = refuse(actor, "manage:mail");
  if (refused) return refused;
  const status = OUTBOX_STATUSES.find((value) => value === filters.status);
  const where = and(status ? eq(mailOutbox.status, status) : undefined, matchesText(query.q, [mailOutbox.to, mailOutbox.subject]));
  return runService("listOutbox", { query }, async () => {
    const db = getDb();
    const failed = await db
      .select(columns)
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "failed"))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LIST_LIMIT);
    const messages = await loadTablePage(
      query,
      async () => (await db.select({ total: count() }).from(mailOutbox).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        db
          .select(columns)
          .from(mailOutbox)
          .where(where)
          .orderBy(...orderByColumn(SORT_COLUMNS, query.sort, query.dir, desc(mailOutbox.createdAt), desc(mailOutbox.id)))
          .limit(limit)
          .offset(offset),
    );
    return ok({ data: { failed, messages } });
  });
}

/**
 * Puts a failed (or kept) message back in the queue as if it were new: due
 * at once, a fresh day of retries, the attempt count from zero. Audited;
 * the senders are woken when it commits.
 */
export async function resendMail(actor: AuditedActor, id: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:mail");
  if (refused) return refused;
  if (!isUuid(id)) return failWith("not_found", OUTBOX_MESSAGES.notFound);
  return runService("resendMail", { id, actorId: actor.id }, () =>
    getDb().transaction(async (tx) => {
      const [row] = await tx
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, to: mailOutbox.to, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id))
        .for("update");
      if (!row) return failWith("not_found", OUTBOX_MESSAGES.notFound);
      if (!RESENDABLE.includes(row.status)) return failWith("conflict", OUTBOX_MESSAGES.notResendable);
      await tx
        .update(mailOutbox)
        .set({ status: "queued", attempts: 0, queuedAt: now, nextAttemptAt: now, leaseUntil: null, failedAt: null })
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, RESENDABLE)));
      await recordAudit(
        {
          actor,
          action: "mail.resend",
          subject: { type: "mail", id },
          before: { status: row.status, attempts: row.attempts, lastError: row.lastError, to: row.to, subject: row.subject },
          after: { status: "queued" },
        },
        tx,
      );
      await notify(tx, MAIL_QUEUED_CHANNEL, id);
      return ok({ id });
    }),
  );
}
