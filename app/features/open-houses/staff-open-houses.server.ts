import { randomUUID } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { mayActForAnyAgent, refuse } from "~/shared/access/permissions";
import type { SessionUser } from "~/features/accounts/index.server";
import { recordAudit } from "~/features/audit/index.server";
import { LISTING_MESSAGES, REVIEW_STATUS } from "~/features/listings";
import { listingColumns, listingOwnedBy, selectListings, type Listing } from "~/features/listings/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { openHouses } from "./open-house.table";
import { MAX_OPEN_HOUSES, OPEN_HOUSE_MESSAGES, parseOpenHouse, type OpenHouseInput } from "./open-house-rules";
import { upcomingOpenHouses, type OpenHouse } from "./open-houses.server";

/**
 * Open houses staff enter for the brokerage's own listings for sale: an
 * agent for their own (listingOwnedBy), an administrator for any. A listing
 * from the MLS feed gets its open houses from the feed. Each change is
 * audited in its transaction; the table's trigger tells every process's
 * page cache.
 */

export type OpenHouseActor = SessionUser;

const notFound = () => failWith("not_found", LISTING_MESSAGES.notFound);

/** The approved listing the actor may schedule, locked for the transaction; another agent's is "not found". */
async function findSchedulable(db: Database, actor: OpenHouseActor, listingId: string): Promise<Result<{ listing: Listing }>> {
  const refused = refuse(actor, "manage:open-houses");
  if (refused) return refused;
  if (!isUuid(listingId)) return notFound();
  const mine = mayActForAnyAgent(actor) ? undefined : listingOwnedBy(actor);
  const [row] = await selectListings(listingColumns, db)
    .where(and(eq(listingColumns.id, listingId), eq(listingColumns.reviewStatus, REVIEW_STATUS.approved), mine))
    .for("update");
  if (!row) return notFound();
  const listing = row as Listing;
  if (listing.listingSource === "mls") return failWith("conflict", OPEN_HOUSE_MESSAGES.mls);
  if (listing.kind !== "sale") return failWith("conflict", OPEN_HOUSE_MESSAGES.notForSale);
  return ok({ listing });
}

export type StaffOpenHouses = {
  /** Whether this listing takes open houses entered here (its own, for sale); the reason when not. */
  refusal: string | null;
  items: OpenHouse[];
};

/** A listing's upcoming open houses for its staff page. */
export async function listStaffOpenHouses(actor: OpenHouseActor, listingId: string, now = new Date()): Promise<Result<{ data: StaffOpenHouses }>> {
  return runService("listStaffOpenHouses", { listingId }, () =>
    getDb().transaction(async (tx) => {
      const found = await findSchedulable(tx, actor, listingId);
      if (!found.success && found.code !== "conflict") return found;
      return ok({ data: { refusal: found.success ? null : found.error, items: await upcomingOpenHouses(listingId, now, tx) } });
    }),
  );
}

const when = (item: { startsAt: Date; endsAt: Date }) => ({ startsAt: item.startsAt.toISOString(), endsAt: item.endsAt.toISOString() });

/** Adds an open house (date, start and end in island time, optional note) to a listing. */
export async function addOpenHouse(actor: OpenHouseActor, listingId: string, input: OpenHouseInput, now = new Date()): Promise<Result<{ id: string }>> {
  return runService("addOpenHouse", { listingId }, () =>
    getDb().transaction(async (tx) => {
      const found = await findSchedulable(tx, actor, listingId);
      if (!found.success) return found;
      const parsed = parseOpenHouse(input, now);
      if (!parsed.success) return fail(parsed.error, parsed.fieldErrors);
      const { startsAt, endsAt, remarks } = parsed.data;
      // The listing's row is locked: two additions at once count one after the other.
      const upcoming = and(eq(openHouses.listingId, listingId), gt(openHouses.endsAt, now));
      const [held] = await tx.select({ total: count() }).from(openHouses).where(upcoming);
      if ((held?.total ?? 0) >= MAX_OPEN_HOUSES) return fail(OPEN_HOUSE_MESSAGES.tooMany, { date: OPEN_HOUSE_MESSAGES.tooMany });
      const [clash] = await tx
        .select({ one: sql`1` })
        .from(openHouses)
        .where(and(upcoming, lt(openHouses.startsAt, endsAt), gt(openHouses.endsAt, startsAt)))
        .limit(1);
      if (clash) return fail(OPEN_HOUSE_MESSAGES.overlaps, { start: OPEN_HOUSE_MESSAGES.overlaps });
      const key = randomUUID();
      await tx.insert(openHouses).values({ listingId, openHouseKey: key, startsAt, endsAt, remarks, source: "staff", createdBy: actor.id });
      await recordAudit(
        {
          actor: { id: actor.id, email: actor.email },
          action: "listing.open-house.add",
          subject: { type: "listing", id: listingId },
          after: { title: found.listing.title, key, ...when(parsed.data), remarks },
        },
        tx,
      );
      return ok({ id: key });
    }),
  );
}

/** Removes one of a listing's open houses entered here. */
export async function removeOpenHouse(actor: OpenHouseActor, listingId: string, key: string): Promise<Result<{ id: string }>> {
  return runService("removeOpenHouse", { listingId }, () =>
    getDb().transaction(async (tx) => {
      const found = await findSchedulable(tx, actor, listingId);
      if (!found.success) return found;
      if (!isUuid(key)) return failWith("not_found", OPEN_HOUSE_MESSAGES.notFound);
      const [removed] = await tx
        .delete(openHouses)
        .where(and(eq(openHouses.listingId, listingId), eq(openHouses.openHouseKey, key), eq(openHouses.source, "staff")))
        .returning();
      if (!removed) return failWith("not_found", OPEN_HOUSE_MESSAGES.notFound);
      await recordAudit(
        {
          actor: { id: actor.id, email: actor.email },
          action: "listing.open-house.remove",
          subject: { type: "listing", id: listingId },
          before: { title: found.listing.title, key, ...when(removed), remarks: removed.remarks },
        },
        tx,
      );
      return ok({ id: key });
    }),
  );
}
