import { readOwnerCalendar } from "./owner-calendar.server";
import { blockOwnerStay } from "./owner-stays.server";
import { and, eq, inArray } from "drizzle-orm";
import { accountIdsByEmail } from "~/features/accounts/index.server";
import { seedDemoPastStays, type DemoPastStay } from "~/features/booking-requests/index.server";
import { approvedRental, listingColumns as listing, selectListings } from "~/features/listings/index.server";
import { seedDemoStayPaid, seedDemoStayRefund } from "~/features/stay-payments/index.server";
import { findBookingRequestsOf, findStayIdsOf } from "~/features/stays/index.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import type { Database } from "~/shared/db/client.server";
import type { Storage } from "~/features/media/index.server";
import type { ManagementContract } from "./contract-in-force";
import { drawDemoReceipt } from "./demo-receipts.server";
import { closedThrough, readPostings } from "./ledger-store.server";
import { recordExpense, recordPayout } from "./owner-money.server";
import { ownerExpenses, ownerPayouts } from "./owner-records.table";
import { closeStatements } from "./owner-statements.server";
import { settleOwnerStays } from "./settle-owner-stays.server";
import { settleStayMoney } from "./settle-stay.server";
import { monthOf, nextMonth, statementFor } from "./statement";
import { seedDemoTrustWithdrawals } from "./seed-trust-withdrawals.server";
import { addContractVersion, contractVersions, linkOwnerVilla, ownerOfVilla } from "./villa-management.server";

/**
 * The demo's villa owners and their year: two owners, four demo rentals
 * managed for them, a contract for each (one changed mid-year), a year of
 * past stays paid by their guests, a refund before a checkout and one after,
 * expenses (the one-off repairs and services with a receipt), monthly
 * payouts, statements closed through the month before last, and each
 * month's hotel tax paid and brokerage earnings drawn, so the last month
 * that ended is still open for the office to close.
 * Everything goes through the paths the site uses: stays and their payments
 * as the booking and payment features record them, the ledger through
 * settlement, recordExpense, recordPayout and closeStatements, done by the
 * demo administrator. Idempotent: each piece is added only when missing.
 */

type DemoVilla = { rental: string; owner: string; contracts: { monthsAgo: number; terms: Omit<ManagementContract, "effectiveFrom"> }[] };

const RENT_ONLY = { commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" } as const;

/** The history starts this many months before the current one, the contracts with it. */
const HISTORY_MONTHS = 12;

const DEMO_VILLAS: DemoVilla[] = [
  {
    rental: "Villa Marisol",
    owner: "owner@demo.test",
    contracts: [
      { monthsAgo: HISTORY_MONTHS, terms: { ...RENT_ONLY, commissionBasisPoints: 3000 } },
      // Renewed mid-year at a lower commission.
      { monthsAgo: 5, terms: { ...RENT_ONLY, commissionBasisPoints: 2500 } },
    ],
  },
  {
    rental: "Villa Bella Vista",
    owner: "owner@demo.test",
    contracts: [{ monthsAgo: HISTORY_MONTHS, terms: { commissionBasisPoints: 2500, commissionAppliesTo: "rent_and_cleaning", cleaningFeeTo: "owner", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" } }],
  },
  { rental: "Sea Grape Cottage", owner: "owner@demo.test", contracts: [{ monthsAgo: HISTORY_MONTHS, terms: { ...RENT_ONLY, commissionBasisPoints: 3000 } }] },
  { rental: "Tamarind House", owner: "owner2@demo.test", contracts: [{ monthsAgo: HISTORY_MONTHS, terms: { ...RENT_ONLY, commissionBasisPoints: 2500 } }] },
];

const stay = (rental: string, start: number, nights: number, guests: number, name: string): DemoPastStay => ({
  rental,
  start,
  nights,
  guests,
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
});

/** Fictional past guests (example.com), days from today; clear of the other demo stays at these rentals. */
const DEMO_OWNER_STAYS: DemoPastStay[] = [
  stay("Villa Marisol", -350, 7, 6, "Evelyn Carter"),
  stay("Villa Marisol", -250, 7, 8, "Sophie Lambert"),
  stay("Villa Marisol", -160, 7, 6, "Olivia Bennett"),
  stay("Villa Marisol", -95, 6, 4, "Henrik Larsen"),
  stay("Villa Marisol", -25, 5, 5, "Isabel Ortiz"),
  stay("Villa Bella Vista", -340, 5, 4, "Nathan Brooks"),
  stay("Villa Bella Vista", -215, 4, 3, "Mateo Silva"),
  stay("Villa Bella Vista", -150, 6, 5, "Claire Dubois"),
  stay("Villa Bella Vista", -55, 7, 6, "Amara Eze"),
  stay("Villa Bella Vista", -18, 4, 2, "Lucas Weber"),
  stay("Sea Grape Cottage", -330, 4, 2, "Emma Lindqvist"),
  stay("Sea Grape Cottage", -190, 4, 2, "Zoe Kaplan"),
  stay("Sea Grape Cottage", -120, 6, 2, "Ravi Shah"),
  stay("Sea Grape Cottage", -80, 3, 2, "Megan Doyle"),
  stay("Sea Grape Cottage", -30, 4, 2, "Felix Hoffmann"),
  stay("Tamarind House", -320, 5, 3, "Beatriz Costa"),
  stay("Tamarind House", -200, 6, 3, "Leila Haddad"),
  stay("Tamarind House", -140, 5, 3, "Peter Novak"),
  stay("Tamarind House", -90, 4, 2, "Yuki Sato"),
  stay("Tamarind House", -40, 5, 3, "Diego Ramirez"),
];

/** A goodwill refund during one stay (before it is settled), and one after another checked out (a correction in a later month). */
const DEMO_REFUNDS = [
  { email: "mateo.silva@example.com", rental: "Villa Bella Vista", key: "pool-heater", afterCheckIn: 2, amountCents: 30_000, reason: "by an administrator" },
  { email: "henrik.larsen@example.com", rental: "Villa Marisol", key: "air-conditioning", afterCheckIn: 16, amountCents: 45_000, reason: "by an administrator" },
];

type DemoExpense = { rental: string; vendor: string; category: string; amountCents: number; day: number; everyMonths: number; fromMonth?: number; receipt?: true };

/** Recurring and one-off expenses: every `everyMonths` months from `fromMonth` (0 is the first month of the history), on day `day`; `receipt`: with a receipt's picture. */
const DEMO_EXPENSES: DemoExpense[] = [
  { rental: "Villa Marisol", vendor: "Island Pools", category: "Pool service", amountCents: 18_500, day: 8, everyMonths: 1 },
  { rental: "Villa Bella Vista", vendor: "Island Pools", category: "Pool service", amountCents: 16_000, day: 8, everyMonths: 1 },
  { rental: "Villa Marisol", vendor: "Love City Landscaping", category: "Landscaping", amountCents: 32_000, day: 15, everyMonths: 3 },
  { rental: "Villa Bella Vista", vendor: "Love City Landscaping", category: "Landscaping", amountCents: 27_500, day: 15, everyMonths: 3, fromMonth: 1 },
  { rental: "Sea Grape Cottage", vendor: "Love City Landscaping", category: "Landscaping", amountCents: 14_000, day: 15, everyMonths: 3, fromMonth: 2 },
  { rental: "Tamarind House", vendor: "Love City Landscaping", category: "Landscaping", amountCents: 19_500, day: 15, everyMonths: 3 },
  { rental: "Villa Marisol", vendor: "Coral Bay Cooling", category: "Repairs", amountCents: 64_000, day: 21, everyMonths: 0, fromMonth: 7, receipt: true },
  { rental: "Sea Grape Cottage", vendor: "St. John Plumbing", category: "Repairs", amountCents: 28_500, day: 12, everyMonths: 0, fromMonth: 4, receipt: true },
  { rental: "Tamarind House", vendor: "Cistern Care VI", category: "Cistern cleaning", amountCents: 55_000, day: 18, everyMonths: 0, fromMonth: 6, receipt: true },
  { rental: "Villa Bella Vista", vendor: "Power Pros Generators", category: "Generator service", amountCents: 41_000, day: 20, everyMonths: 0, fromMonth: 9, receipt: true },
];

const monthsBefore = (month: string, count: number) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};
const dayOfMonth = (month: string, day: number) => `${month}-${String(day).padStart(2, "0")}`;

export type DemoOwnerAccounts = { villas: number; contracts: number; stays: number; ownerStays: number; payments: number; expenses: number; payouts: number; statements: number; withdrawals: number };

/** The owner's own stay about six weeks ahead, at the first of their villas with five free nights then; none when they already have one ahead. */
async function seedDemoOwnerStay(owner: AuditedActor, today: string, now: Date): Promise<boolean> {
  const calendar = await readOwnerCalendar(owner, today, addDays(today, 366));
  if (!calendar.success || calendar.data.entries.some((entry) => entry.kind === "owner")) return false;
  for (const villa of calendar.data.villas) {
    for (let week = 6; week <= 10; week++) {
      const checkIn = addDays(today, week * 7);
      if ((await blockOwnerStay(owner, { listingId: villa.id, checkIn, checkOut: addDays(checkIn, 5) }, now)).success) return true;
    }
  }
  return false;
}

/** `storage`: where receipts' pictures go (the site's storage unless a test gives its own). */
export async function seedDemoOwnerAccounts(db: Database, now = new Date(), options: { storage?: Storage } = {}): Promise<DemoOwnerAccounts> {
  const added: DemoOwnerAccounts = { villas: 0, contracts: 0, stays: 0, ownerStays: 0, payments: 0, expenses: 0, payouts: 0, statements: 0, withdrawals: 0 };
  const ownerEmails = [...new Set(DEMO_VILLAS.map((villa) => villa.owner))];
  const ids = await accountIdsByEmail(db, ["admin@demo.test", ...ownerEmails]);
  const adminId = ids.get("admin@demo.test");
  if (!adminId || ownerEmails.some((email) => !ids.has(email))) return added;
  const office: AuditedActor = { id: adminId, email: "admin@demo.test", role: "admin", status: "active" };
  const rentals = await selectListings({ id: listing.id, title: listing.title }, db).where(and(approvedRental(), inArray(listing.title, DEMO_VILLAS.map((villa) => villa.rental))));
  const rentalIds = new Map(rentals.map((rental) => [rental.title, rental.id]));
  const today = todayOnIsland(now);
  const thisMonth = monthOf(today);
  const firstMonth = monthsBefore(thisMonth, HISTORY_MONTHS);

  // The villas, each managed for its owner under its contract's versions.
  const villas: { listingId: string; ownerId: string }[] = [];
  for (const villa of DEMO_VILLAS) {
    const listingId = rentalIds.get(villa.rental);
    const ownerId = ids.get(villa.owner)!;
    if (!listingId) continue;
    const managedFor = await ownerOfVilla(db, listingId);
    if (managedFor && managedFor !== ownerId) continue;
    if (!managedFor && (await linkOwnerVilla(office, ownerId, listingId)).success) added.villas += 1;
    villas.push({ listingId, ownerId });
    if ((await contractVersions(db, listingId)).length > 0) continue;
    for (const contract of villa.contracts) {
      const effectiveFrom = dayOfMonth(monthsBefore(thisMonth, contract.monthsAgo), 1);
      if ((await addContractVersion(office, listingId, { effectiveFrom, ...contract.terms })).success) added.contracts += 1;
    }
  }
  if (villas.length === 0) return added;
  const listingIds = villas.map((villa) => villa.listingId);

  // The year's stays, each paid by its guest as the site records it; the refund during a stay comes before its settlement.
  const before = await findStayIdsOf(db, listingIds, ["approved"]);
  await seedDemoPastStays(db, DEMO_OWNER_STAYS.filter((demo) => rentalIds.has(demo.rental)), now);
  const stayIds = await findStayIdsOf(db, listingIds, ["approved"]);
  added.stays = stayIds.length - before.length;
  for (const bookingId of stayIds) if (await seedDemoStayPaid(db, bookingId, today)) added.payments += 1;
  const refunds = [];
  for (const refund of DEMO_REFUNDS) {
    const listingId = rentalIds.get(refund.rental);
    const [row] = listingId ? await findBookingRequestsOf(db, listingId, refund.email, "approved") : [];
    const at = row ? new Date(`${addDays(row.checkIn, refund.afterCheckIn)}T15:00:00Z`) : null;
    refunds.push(row && at && todayOnIsland(at) <= today ? { ...refund, bookingId: row.id, at } : null);
  }
  const [during, after] = refunds;
  if (during && (await seedDemoStayRefund(db, during.bookingId, during))) added.payments += 1;
  await settleOwnerStays(office, now);
  if (after && (await seedDemoStayRefund(db, after.bookingId, after))) {
    added.payments += 1;
    await settleStayMoney(office, after.bookingId, now);
  }

  // Expenses paid for the villas from the owners' money.
  const existing = await db.select({ listingId: ownerExpenses.listingId, vendor: ownerExpenses.vendor, spentOn: ownerExpenses.spentOn }).from(ownerExpenses).where(inArray(ownerExpenses.listingId, listingIds));
  const recorded = new Set(existing.map((row) => `${row.listingId} ${row.vendor} ${row.spentOn}`));
  for (const expense of DEMO_EXPENSES) {
    const listingId = rentalIds.get(expense.rental);
    const villa = villas.find((each) => each.listingId === listingId);
    if (!listingId || !villa) continue;
    for (let at = expense.fromMonth ?? 0; at <= HISTORY_MONTHS; at += expense.everyMonths || HISTORY_MONTHS + 1) {
      const spentOn = dayOfMonth(monthsBefore(thisMonth, HISTORY_MONTHS - at), expense.day);
      if (spentOn > today || recorded.has(`${listingId} ${expense.vendor} ${spentOn}`)) continue;
      const { vendor, category, amountCents } = expense;
      const receiptStorageKey = expense.receipt ? await drawDemoReceipt({ vendor, category, spentOn, amountCents }, options.storage) : null;
      const result = await recordExpense(office, { ownerId: villa.ownerId, listingId, spentOn, vendor, category, amountCents, receiptStorageKey }, now);
      if (result.success) added.expenses += 1;
    }
  }

  // Each month's closing balance paid out by ACH on the 10th of the next, and the statements closed through the month before last.
  const closeThrough = monthsBefore(thisMonth, 2);
  for (const ownerId of [...new Set(villas.map((villa) => villa.ownerId))]) {
    const paid = new Set((await db.select({ reference: ownerPayouts.reference }).from(ownerPayouts).where(eq(ownerPayouts.ownerId, ownerId))).map((row) => row.reference));
    for (let month = firstMonth; month < thisMonth; month = nextMonth(month)) {
      const paidOn = dayOfMonth(nextMonth(month), 10);
      const reference = `ACH-${month.replace("-", "")}-${ownerId.slice(0, 4).toUpperCase()}`;
      if (paidOn > today || paid.has(reference)) continue;
      const { closingCents } = statementFor(await readPostings(db, { ownerId }), ownerId, month);
      if (closingCents <= 0) continue;
      const result = await recordPayout(office, { ownerId, paidOn, amountCents: closingCents, method: "ach", reference }, now);
      if (result.success) added.payouts += 1;
    }
    if (await seedDemoOwnerStay({ id: ownerId, email: ownerEmails.find((email) => ids.get(email) === ownerId)!, role: "owner", status: "active" }, today, now)) added.ownerStays += 1;
    const through = await closedThrough(db, ownerId);
    if (!through || through < closeThrough) {
      // The history's statements were sent in their day: no mail for them now.
      const result = await closeStatements(office, ownerId, closeThrough, now, { mail: false });
      if (result.success) added.statements += result.closed.length;
    }
  }
  added.withdrawals = await seedDemoTrustWithdrawals(db, office, firstMonth, thisMonth, today, now);
  return added;
}
