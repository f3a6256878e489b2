import { blocksOfRentals, firstName } from "~/features/rental-calendars/index.server";
import { refuse, type Actor } from "~/shared/access/permissions";
import { addDays, daysBetween, todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { contractInForce } from "./contract-in-force";
import { ownerBalanceCents } from "./ledger-store.server";
import { settleStay, stayMoneyOfQuote } from "./stay-settlement";
import { contractVersions } from "./villa-management.server";
import { villasByOwner, type ManagedVilla } from "./list-owners.server";

/**
 * What a villa's owner sees of their villas' calendars: guests' stays (the
 * guest's first name only, and what the owner's share of it comes to under
 * the contract in force), the owner's own stays and nights booked on
 * imported calendars. Never another owner's villa, a guest's contact details
 * or anyone's payments.
 */

export type OwnerVilla = ManagedVilla;

export type OwnerCalendarEntry = {
  id: string;
  listingId: string;
  kind: "guest" | "owner" | "imported";
  checkIn: string;
  checkOut: string;
  nights: number;
  /** A guest's first name; null for the owner's stays and imported nights. */
  guestFirstName: string | null;
  /** The owner's share of a guest's stay as booked (before any refund), or null when no contract covers it. */
  ownerShareCents: number | null;
};

export type OwnerCalendar = { villas: OwnerVilla[]; entries: OwnerCalendarEntry[] };

/** The villas managed for the owner, by name. */
async function villasOf(db: Database, ownerId: string): Promise<OwnerVilla[]> {
  return (await villasByOwner(db, ownerId)).get(ownerId) ?? [];
}

async function calendarOf(db: Database, villas: readonly OwnerVilla[], from: string, to: string): Promise<OwnerCalendarEntry[]> {
  const ids = villas.map((villa) => villa.id);
  const [blocks, contracts] = await Promise.all([blocksOfRentals(db, ids, from, to), Promise.all(ids.map((id) => contractVersions(db, id)))]);
  const contractsOf = new Map(ids.map((id, index) => [id, contracts[index]!]));
  return blocks.map((block) => {
    const kind = block.kind === "stay" ? "guest" : block.kind === "import" ? "imported" : "owner";
    const contract = kind === "guest" ? contractInForce(contractsOf.get(block.listingId) ?? [], block.to) : null;
    return {
      id: block.id,
      listingId: block.listingId,
      kind,
      checkIn: block.from,
      checkOut: block.to,
      nights: daysBetween(block.from, block.to),
      guestFirstName: kind === "guest" ? firstName(block.guestName) || null : null,
      ownerShareCents: contract && block.quote ? settleStay(stayMoneyOfQuote(block.quote), contract).ownerCents : null,
    };
  });
}

/** The owner's villas and every stay or block sharing a night with [from, to). Owners only, each their own. */
export async function readOwnerCalendar(actor: Actor, from: string, to: string): Promise<Result<{ data: OwnerCalendar }>> {
  const refused = refuse(actor, "use:owner-portal");
  if (refused) return refused;
  return runService("readOwnerCalendar", { ownerId: actor.id }, async () => {
    const db = getDb();
    const villas = await villasOf(db, actor.id);
    return ok({ data: { villas, entries: await calendarOf(db, villas, from, to) } });
  });
}

export type OwnerOverview = OwnerCalendar & {
  balanceCents: number;
  /** The owner's share of every guest's stay still to come or under way, as booked. */
  upcomingRevenueCents: number;
};

/** The portal's first page: the owner's villas, balance, and the year ahead (what is under way included). */
export async function readOwnerOverview(actor: Actor, now = new Date()): Promise<Result<{ data: OwnerOverview }>> {
  const refused = refuse(actor, "use:owner-portal");
  if (refused) return refused;
  return runService("readOwnerOverview", { ownerId: actor.id }, async () => {
    const db = getDb();
    const today = todayOnIsland(now);
    const villas = await villasOf(db, actor.id);
    const [entries, balanceCents] = await Promise.all([calendarOf(db, villas, today, addDays(today, 366)), ownerBalanceCents(db, actor.id)]);
    const upcoming = entries.filter((entry) => entry.checkOut > today);
    const upcomingRevenueCents = upcoming.reduce((total, entry) => total + (entry.ownerShareCents ?? 0), 0);
    return ok({ data: { villas, entries: upcoming, balanceCents, upcomingRevenueCents } });
  });
}
