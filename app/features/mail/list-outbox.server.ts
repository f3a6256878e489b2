import { desc } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { mailOutbox } from "./outbox.table";

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  status: string;
  error: string | null;
  createdAt: string;
  /** The message itself, only while it is kept (never handed to an SMTP server): then this page is the only way it can be read. */
  text: string | null;
};

const RECENT = 50;

/** The newest outgoing e-mails for the administrators' mail section (decision 0036). */
export async function listRecentMail(): Promise<Result<{ data: OutboxRow[] }>> {
  return runService("listRecentMail", {}, async () => {
    const rows = await getDb()
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(RECENT);
    return ok({
      data: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        status: row.status,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        text: row.status === "kept" ? row.text : null,
      })),
    });
  });
}
