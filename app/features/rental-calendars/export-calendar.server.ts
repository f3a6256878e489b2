import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { calendarBlocks } from "./calendar-block.table";
import { rentalCalendars } from "./rental-calendar.table";
import { joinListing, listingColumns as listing } from "~/features/listings/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb, type Database } from "~/shared/db/client.server";

import { exportPath } from "./feed-url-rules";
import { writeCalendar, type CalendarEvent } from "./ics-writer";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { rentalName } from "~/features/listings";

/** Past periods stay in the export this long, then drop out. */
const EXPORT_HISTORY_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** 32 URL-safe characters, 192 random bits. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The full export address of a token. */
export function exportUrl(token: string): string {
  return `${getConfig().publicUrl}${exportPath(token)}`;
}

/** The host part of our event UIDs ("<block id>@<host>"). */
export function uidHost(): string {
  return new URL(getConfig().publicUrl).hostname;
}

/** True for the UID of an event we exported (so that an import never brings our own periods back). */
export function isOwnUid(uid: string): boolean {
  const [id, host, ...rest] = uid.split("@");
  return rest.length === 0 && host?.toLowerCase() === uidHost().toLowerCase() && /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(id ?? "");
}

/** The rental's export token, created on first use (concurrent first uses agree on one). */
export async function getOrCreateExportToken(listingId: string, db: Database = getDb()): Promise<string> {
  await db.insert(rentalCalendars).values({ listingId, exportToken: newToken() }).onConflictDoNothing({ target: rentalCalendars.listingId });
  const [row] = await db.select({ token: rentalCalendars.exportToken }).from(rentalCalendars).where(eq(rentalCalendars.listingId, listingId));
  if (!row) throw new Error("The export token was not stored");
  return row.token;
}

/** A new export token; the old address stops working at once. */
export async function regenerateExportToken(listingId: string, db: Database = getDb()): Promise<string> {
  const token = newToken();
  await db
    .insert(rentalCalendars)
    .values({ listingId, exportToken: token })
    .onConflictDoUpdate({ target: rentalCalendars.listingId, set: { exportToken: token, updatedAt: sql`now()` } });
  return token;
}

/**
 * The export of the rental behind `token` (null for an unknown token): one
 * all-day event per approved stay ("Reserved") and per imported or blocked
 * period ("Not available"), from 30 days ago on. No guest data, UIDs from
 * block ids.
 */
export async function renderExportCalendar(token: string, now = new Date()): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const db = getDb();
  const [rental] = await joinListing(
    db.select({ listingId: rentalCalendars.listingId, title: listing.title, propertyInfo: listing.propertyInfo }).from(rentalCalendars).$dynamic(),
    rentalCalendars.listingId,
  )
    .where(eq(rentalCalendars.exportToken, token))
    .limit(1);
  if (!rental) return null;
  const since = addDays(todayOnIsland(now), -EXPORT_HISTORY_DAYS);
  const blocks = await db
    .select({
      id: calendarBlocks.id,
      kind: calendarBlocks.kind,
      start: sql<string>`to_char(lower(${calendarBlocks.during}), 'YYYY-MM-DD')`,
      end: sql<string>`to_char(upper(${calendarBlocks.during}), 'YYYY-MM-DD')`,
    })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.listingId, rental.listingId), sql`upper(${calendarBlocks.during}) > ${since}::date`))
    .orderBy(asc(sql`lower(${calendarBlocks.during})`), asc(calendarBlocks.id));
  const host = uidHost();
  const events: CalendarEvent[] = blocks.map((block) => ({
    uid: `${block.id}@${host}`,
    start: block.start,
    end: block.end,
    summary: block.kind === "stay" ? "Reserved" : "Not available",
    stamp: now,
  }));
  return writeCalendar({ name: `${rentalName(rental)} (Sugar Apple Realty)`, events });
}
