import { can, forbidden, FORBIDDEN_MESSAGE } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import { recordAudit } from "~/features/audit/index.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { failureReply } from "~/shared/http/reply";
import { ok, type FieldErrors } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { CALENDAR_MESSAGES } from "./calendar-messages";
import { addFeed, listFeeds, removeFeed, type FeedView } from "./calendar-feeds.server";
import { exportUrl, getOrCreateExportToken, regenerateExportToken } from "./export-calendar.server";
import type { ManagedRental } from "./managed-rental.server";
import { syncFeed, type SyncSummary } from "./sync-feed.server";

export type RentalCalendarPage = { rental: ManagedRental; exportUrl: string; feeds: FeedView[] };

/** What the calendar page shows for a rental the caller manages. */
export async function loadRentalCalendarPage(rental: ManagedRental): Promise<RentalCalendarPage> {
  const token = await getOrCreateExportToken(rental.id);
  return { rental, exportUrl: exportUrl(token), feeds: await listFeeds(rental.id) };
}

export type CalendarFormReply =
  | { intent: "confirm-regenerate" }
  | { intent: string; success: true; message: string }
  | { intent: string; success: false; error: string; fieldErrors?: FieldErrors; values?: { url: string; label: string } };

function describeSync(summary: SyncSummary): string {
  const periods = (count: number) => `${count} ${count === 1 ? "period" : "periods"}`;
  const parts = [`${periods(summary.added)} added`, `${summary.kept} unchanged`, `${summary.removed} removed`];
  if (summary.skipped > 0) parts.push(`${periods(summary.skipped)} skipped because they overlap`);
  return parts.join(", ");
}

async function syncReply(intent: string, feedId: string, prefix: string): Promise<CalendarFormReply> {
  const result = await syncFeed(feedId);
  if (result.success) return { intent, success: true, message: `${prefix}Synced: ${describeSync(result.data)}.` };
  return { intent, success: false, error: `${prefix}The sync failed: ${result.error}` };
}

/**
 * The calendar page's form posts, for a rental whose access the route has
 * checked: regenerate the export address (after a confirmation step), add,
 * remove or sync an import calendar.
 */
export async function handleRentalCalendarForm(user: SessionUser, rental: ManagedRental, form: FormData): Promise<{ status: number; body: CalendarFormReply }> {
  const intent = String(form.get("intent") ?? "");
  // The rental was found for this user (findManagedRental); the permission is checked again for any other caller.
  if (!can(user, "manage:rental-calendars")) return failureReply(forbidden(), { intent, success: false, error: FORBIDDEN_MESSAGE });
  const actor = { id: user.id, email: user.email };
  const text = (name: string) => String(form.get(name) ?? "");
  switch (intent) {
    case "confirm-regenerate":
      return { status: 200, body: { intent } };
    case "regenerate": {
      const done = await runService("regenerateExportToken", { listingId: rental.id }, async () => {
        await getDb().transaction(async (tx) => {
          await regenerateExportToken(rental.id, tx);
          await recordAudit({ actor, action: "calendar.export.regenerate", subject: { type: "listing", id: rental.id } }, tx);
        });
        return ok({});
      });
      if (!done.success) return failureReply(done, { intent, success: false, error: "The export address could not be changed just now; please try again." });
      const message = "A new export address is ready. Paste it into Airbnb and VRBO; the old address no longer works.";
      return { status: 200, body: { intent, success: true, message } };
    }
    case "add-feed": {
      const values = { url: text("url"), label: text("label") };
      const added = await addFeed(actor, rental.id, values);
      if (!added.success) return failureReply(added, { intent, success: false, error: added.error, fieldErrors: added.fieldErrors, values });
      return { status: 200, body: await syncReply(intent, added.id, "Calendar added. ") };
    }
    case "remove-feed": {
      const removed = await removeFeed(actor, rental.id, text("feedId"));
      if (!removed.success) return failureReply(removed, { intent, success: false, error: removed.error });
      return { status: 200, body: { intent, success: true, message: "Import calendar removed, with the periods it had blocked." } };
    }
    case "sync-feed": {
      const feedId = text("feedId");
      const feeds = await listFeeds(rental.id);
      if (!feeds.some((feed) => feed.id === feedId)) return failureReply({ code: "not_found" }, { intent, success: false, error: CALENDAR_MESSAGES.feedNotFound });
      return { status: 200, body: await syncReply(intent, feedId, "") };
    }
    default:
      logger.warn("Unknown calendar form intent", { intent, listingId: rental.id });
      return { status: 400, body: { intent, success: false, error: "That action is not available here." } };
  }
}
