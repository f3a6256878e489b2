import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { calendarBlocks } from "./calendar-block.table";
import { BOOKING_MESSAGES, nightsOf } from "~/features/stays";
import { boundsOf } from "./calendar-blocks.server";
import { isUuid } from "~/shared/lib/uuid";
import { isIsoDay } from "~/shared/dates/island-days";

/**
 * The nights of a rental in [from, to) that cannot be booked: approved stays,
 * imported events and blocked periods, as sorted YYYY-MM-DD dates. The
 * check-out day of a stay is not one of its nights, so it stays bookable.
 */
export async function loadAvailability(listingId: string, from: string, to: string): Promise<Result<{ data: string[] }>> {
  if (!isIsoDay(from) || !isIsoDay(to) || to <= from) return fail(BOOKING_MESSAGES.dateInvalid);
  if (!isUuid(listingId)) return fail(BOOKING_MESSAGES.unknownProperty);
  return runService("loadAvailability", { listingId }, async () => {
    const rows = await getDb()
      .select({ during: calendarBlocks.during })
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.listingId, listingId), sql`${calendarBlocks.during} && daterange(${from}::date, ${to}::date, '[)')`))
      .orderBy(asc(calendarBlocks.during));
    const nights = new Set<string>();
    for (const row of rows) {
      const block = boundsOf(row.during);
      for (const night of nightsOf(block.from > from ? block.from : from, block.to < to ? block.to : to)) nights.add(night);
    }
    return ok({ data: [...nights].sort() });
  });
}
