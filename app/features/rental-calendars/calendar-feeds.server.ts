import { and, asc, eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "~/features/audit/index.server";
import { calendarFeeds } from "./calendar-feed.table";
import { rentalCalendars } from "./rental-calendar.table";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { checkFeedUrl, exportTokenOfPath, feedLabel } from "./feed-url-rules";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { isUuid } from "~/shared/lib/uuid";

export type FeedView = {
  id: string;
  url: string;
  label: string;
  lastSyncedAt: string | null;
  lastError: string | null;
};

/** A rental's import calendars, oldest first. */
export async function listFeeds(listingId: string): Promise<FeedView[]> {
  const rows = await getDb()
    .select({
      id: calendarFeeds.id,
      url: calendarFeeds.url,
      label: calendarFeeds.label,
      lastSyncedAt: calendarFeeds.lastSyncedAt,
      lastError: calendarFeeds.lastError,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.listingId, listingId))
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
  return rows.map((row) => ({ ...row, lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null }));
}

/** True when `url` is one of this site's export addresses, under any host name. */
async function isOwnExport(url: string): Promise<boolean> {
  const token = exportTokenOfPath(new URL(url).pathname);
  if (!token) return false;
  const [row] = await getDb()
    .select({ listingId: rentalCalendars.listingId })
    .from(rentalCalendars)
    .where(eq(rentalCalendars.exportToken, token))
    .limit(1);
  return Boolean(row);
}

/**
 * Adds an import calendar to a rental whose access the caller has checked.
 * Field errors under "url" and "label".
 */
export async function addFeed(actor: AuditActor, listingId: string, input: { url: string; label: string }): Promise<Result<{ id: string }>> {
  const checked = checkFeedUrl(input.url, getConfig().publicUrl);
  if (!checked.ok) return fail(checked.error, { url: checked.error });
  const label = feedLabel(input.label, checked.url);
  if (!label.ok) return fail(label.error, { label: label.error });
  return runService("addFeed", { listingId }, async () => {
    if (await isOwnExport(checked.url)) return fail(CALENDAR_MESSAGES.urlOwnExport, { url: CALENDAR_MESSAGES.urlOwnExport });
    try {
      const id = await getDb().transaction(async (tx) => {
        const [row] = await tx
          .insert(calendarFeeds)
          .values({ listingId, url: checked.url, label: label.label })
          .returning({ id: calendarFeeds.id });
        await recordAudit(
          { actor, action: "calendar.feed.add", subject: { type: "listing", id: listingId }, after: { feedId: row!.id, label: label.label } },
          tx,
        );
        return row!.id;
      });
      return ok({ id });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(CALENDAR_MESSAGES.urlDuplicate, { url: CALENDAR_MESSAGES.urlDuplicate });
      throw error;
    }
  });
}

/** Removes an import calendar and, with it (foreign key cascade), the periods it imported. */
export async function removeFeed(actor: AuditActor, listingId: string, feedId: string): Promise<Result<{ id: string }>> {
  if (!isUuid(feedId)) return failWith("not_found", CALENDAR_MESSAGES.feedNotFound);
  return runService("removeFeed", { listingId, feedId }, async () =>
    getDb().transaction(async (tx) => {
      const [row] = await tx
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)))
        .returning({ id: calendarFeeds.id, label: calendarFeeds.label });
      if (!row) return failWith("not_found", CALENDAR_MESSAGES.feedNotFound);
      await recordAudit({ actor, action: "calendar.feed.remove", subject: { type: "listing", id: listingId }, before: { feedId, label: row.label } }, tx);
      return ok({ id: row.id });
    }),
  );
}
