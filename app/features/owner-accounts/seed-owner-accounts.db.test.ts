import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemoUsers } from "~/features/accounts/demo-users.server";
import { users } from "~/features/accounts/user.table";
import { createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { seedDemoBookings } from "~/features/booking-requests/seed-bookings.server";
import { seedDemoStays } from "~/features/stay-mail/seed-stay-mail.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { listings } from "~/features/listings/listing.table";
import type { Storage } from "~/features/media/index.server";
import { createDiskStorage } from "~/features/media/storage.server";
import { findBookingRequestsOf } from "~/features/stays/index.server";
import { getDb } from "~/shared/db/client.server";
import { ownerBalanceCents } from "./ledger-store.server";
import { readExpenseReceipt } from "./expense-receipts.server";
import { ownerExpenses, ownerStatements } from "./owner-records.table";
import { readOwnerStatement, type StatementView } from "./owner-statements.server";
import { seedDemoOwnerAccounts } from "./seed-owner-accounts.server";
import { totalOf } from "./stay-settlement";
import { ledgerEntries } from "./trust-ledger.table";
import { reconcileTrust } from "./trust-reconciliation.server";
import { managedVillaIds } from "./villa-management.server";

// Late November 2026 on the island: October has ended, September is the month before last.
const NOW = new Date("2026-11-20T16:00:00Z");
const MONTHS = ["2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"];

let first: Awaited<ReturnType<typeof seedDemoOwnerAccounts>>;
const owners = new Map<string, AuditedActor>();
let admin: AuditedActor;
let folder: string;
let storage: Storage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "demo-owners-"));
  storage = createDiskStorage(folder);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function statement(actor: AuditedActor, ownerId: string, month: string): Promise<StatementView> {
  const result = await readOwnerStatement(actor, ownerId, month);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

// Every test starts from an empty database (tests/setup/database.ts), so each loads the demo again.
beforeEach(async () => {
  const db = getDb();
  await seedDemoUsers(db, "demo-password-123");
  for (const title of ["Villa Marisol", "Sea Grape Cottage", "Villa Solstice", "Villa Bella Vista", "Tamarind House"]) await createTestRental({ title });
  await seedDemoBookings(db, NOW);
  await seedDemoStays(db, NOW);
  first = await seedDemoOwnerAccounts(db, NOW, { storage });
  owners.clear();
  for (const row of await db.select().from(users)) {
    const actor = { id: row.id, email: row.email, role: row.role, status: row.status };
    if (row.role === "owner") owners.set(row.email, actor);
    if (row.email === "admin@demo.test") admin = actor;
  }
}, 120_000);

describe("the demo owners' year", () => {
  it("manages four demo rentals for two owners, under contracts, and loads again without adding anything", async () => {
    // Each owner keeps a stay of their own ahead, as owners do.
    expect(first).toMatchObject({ villas: 4, contracts: 5, ownerStays: 2 });
    expect(first.stays).toBeGreaterThanOrEqual(20);
    expect(first.expenses).toBeGreaterThan(10);
    expect(first.payouts).toBeGreaterThan(10);
    // Each ended month's hotel tax paid to the territory and the brokerage's earnings drawn.
    expect(first.withdrawals).toBeGreaterThan(15);
    expect((await managedVillaIds(getDb(), owners.get("owner@demo.test")!.id)).length).toBe(3);
    expect((await managedVillaIds(getDb(), owners.get("owner2@demo.test")!.id)).length).toBe(1);
    // The one-off repairs and services come with a receipt their owner can open.
    const receipts = await getDb().select({ id: ownerExpenses.id, ownerId: ownerExpenses.ownerId, vendor: ownerExpenses.vendor }).from(ownerExpenses).where(isNotNull(ownerExpenses.receiptStorageKey));
    expect(receipts.map((receipt) => receipt.vendor).sort()).toEqual(["Cistern Care VI", "Coral Bay Cooling", "Power Pros Generators", "St. John Plumbing"]);
    for (const receipt of receipts) {
      const owner = [...owners.values()].find((each) => each.id === receipt.ownerId)!;
      const read = await readExpenseReceipt(owner, owner.id, receipt.id, { storage });
      if (!read.success) throw new Error(read.error);
      expect(read.data.contentType).toBe("image/jpeg");
      read.data.body.destroy();
    }

    const entries = await getDb().$count(ledgerEntries);
    const again = await seedDemoOwnerAccounts(getDb(), NOW, { storage });
    expect(again).toEqual({ villas: 0, contracts: 0, stays: 0, ownerStays: 0, payments: 0, expenses: 0, payouts: 0, statements: 0, withdrawals: 0 });
    expect(await getDb().$count(ledgerEntries)).toBe(entries);
  });

  it("gives each owner statements closed through the month before last, each closing the next one's opening, and a balance that is the ledger's", async () => {
    for (const owner of owners.values()) {
      const views = [];
      for (const month of MONTHS) views.push(await statement(owner, owner.id, month));
      expect(views.map((view) => view.status)).toEqual([...MONTHS.slice(0, 11).map(() => "closed"), "open", "open"]);
      for (let at = 1; at < views.length; at++) expect(views[at]!.statement.openingCents).toBe(views[at - 1]!.statement.closingCents);
      expect(views.flatMap((view) => view.statement.stays).length).toBeGreaterThanOrEqual(6);
      expect(views.flatMap((view) => view.statement.expenses).length).toBeGreaterThan(3);
      // Each month that ended with money for the owner was paid out on the 10th of the next.
      for (let at = 0; at < views.length - 1; at++) {
        const { closingCents, month } = views[at]!.statement;
        const paid = views[at + 1]!.statement.payouts.map((payout) => [payout.bookedOn.slice(8), payout.amountCents]);
        expect(paid, month).toEqual(closingCents > 0 ? [["10", closingCents]] : []);
      }
      expect(views.flatMap((view) => view.statement.payouts).length).toBeGreaterThanOrEqual(4);
      // The open month after the last one reads the ledger as it stands: its closing is the owner's balance now.
      const now = views.at(-1)!.statement.closingCents;
      expect(now).toBe(await ownerBalanceCents(getDb(), owner.id));
      expect(now).toBeGreaterThan(0);
    }
    expect(await getDb().$count(ownerStatements, eq(ownerStatements.month, "2026-10"))).toBe(0);
  });

  it("shows a contract change, a refund during a stay and one after it, and reconciles the trust account for the year", async () => {
    const caroline = owners.get("owner@demo.test")!;
    const views = [];
    for (const month of MONTHS) views.push((await statement(caroline, caroline.id, month)).statement);
    const rates = new Set(views.flatMap((view) => view.stays.map((line) => line.contract.commissionBasisPoints)));
    expect(rates).toEqual(new Set([3000, 2500]));
    expect(views.flatMap((view) => view.adjustments)).toEqual([expect.objectContaining({ kind: "late_correction", refundCents: 45_000 })]);
    // The guest refunded during the stay: it was settled on what it kept.
    const [bellaVista] = await getDb().select({ id: listings.id }).from(listings).where(eq(listings.title, "Villa Bella Vista"));
    const [mateo] = await findBookingRequestsOf(getDb(), bellaVista!.id, "mateo.silva@example.com");
    const line = views.flatMap((view) => view.stays).find((each) => each.bookingId === mateo!.id)!;
    expect(totalOf(line.money)).toBe(mateo!.quote!.totalCents - 30_000);

    const year = await reconcileTrust(admin, "2025-11-01", "2026-11-20");
    expect(year.success && year.data).toMatchObject({ differenceCents: 0, trustDifferenceCents: 0, refundsPaidCents: 75_000 });
    expect(year.success && year.data.taxRemittedCents > 0 && year.data.brokerageDrawnCents > 0).toBe(true);
  });
});
