import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { signUploadToken } from "~/features/media/index.server";
import type { Actor, AuditedActor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { handleOwnerAccountForm } from "./handle-owner-account-form.server";
import { ownerBalanceCents } from "./ledger-store.server";
import { ownerExpenses, ownerPayouts, ownerStatements } from "./owner-records.table";
import { ledgerEntries } from "./trust-ledger.table";
import { contractVersions, managesVillaFor } from "./villa-management.server";

// Mid-April 2026 on the island.
const NOW = new Date("2026-04-15T16:00:00Z");
const actorOf = (row: { id: string; email: string; role: Actor["role"]; status: Actor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const HASH = "a".repeat(64);
const RECEIPT = { width: 800, height: 600, variants: [{ width: 800, height: 600, format: "jpeg" as const, key: `${HASH}/800.jpg` }] };

let admin: AuditedActor;
let ownerId: string;
let villaId: string;
const post = (fields: Record<string, string>, actor = admin, id = ownerId) => handleOwnerAccountForm(actor, id, formOf(fields), NOW);

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  ownerId = (await createTestAgent(undefined, "Villa Owner", { role: "owner" })).id;
  villaId = (await createTestListing({ kind: "rental", title: "Villa Frangipani" })).id;
});

const expense = () => ({ intent: "record-expense", listingId: villaId, spentOn: "2026-04-02", vendor: "Island Pools", category: "Pool", amount: "120.50" });

describe("the owner page's forms", () => {
  it("refuse an agent (403) and change nothing", async () => {
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    const reply = await post({ intent: "link-villa", listingId: villaId }, agent);
    expect(reply).toMatchObject({ status: 403, body: { success: false } });
    expect(await managesVillaFor(getDb(), villaId, ownerId)).toBe(false);
  });

  it("answer 404 for an owner that does not exist, and 400 for an unknown button", async () => {
    expect((await post({ intent: "settle-stays" }, admin, "not-an-owner")).status).toBe(404);
    expect((await post({ intent: "settle-stays" }, admin, villaId)).status).toBe(404);
    expect(await post({ intent: "explode" })).toMatchObject({ status: 400, body: { error: "Please use one of the page's buttons." } });
  });

  it("put a villa under the owner's management and add a contract version typed in percent", async () => {
    expect(await post({ intent: "link-villa", listingId: villaId })).toMatchObject({ status: 200, body: { success: true, message: "Villa Frangipani is now managed for Villa Owner. Add its contract below." } });
    expect(await post({ intent: "link-villa", listingId: villaId })).toMatchObject({ status: 400, body: { fieldErrors: { listingId: expect.any(String) } } });
    const contract = { intent: "add-contract", listingId: villaId, effectiveFrom: "2026-01-01", commission: "12.5%", commissionAppliesTo: "rent_and_cleaning", cleaningFeeTo: "owner", damageWaiverOwnerShare: "50", payoutSchedule: "quarterly" };
    expect(await post(contract)).toMatchObject({ status: 200, body: { success: true, message: "Villa Frangipani's contract from Jan 1, 2026 was added." } });
    expect(await contractVersions(getDb(), villaId)).toEqual([
      { effectiveFrom: "2026-01-01", commissionBasisPoints: 1250, commissionAppliesTo: "rent_and_cleaning", cleaningFeeTo: "owner", damageWaiverOwnerBasisPoints: 5000, payoutSchedule: "quarterly" },
    ]);
    expect(await post(contract)).toMatchObject({ status: 400, body: { fieldErrors: { effectiveFrom: "This villa already has a contract version from that day." } } });
  });

  it("refuse bad input with a message per field, keep what was typed, and store nothing", async () => {
    await post({ intent: "link-villa", listingId: villaId });
    const badContract = await post({ intent: "add-contract", listingId: villaId, effectiveFrom: "2026-02-30", commission: "120", commissionAppliesTo: "all", cleaningFeeTo: "owner", damageWaiverOwnerShare: "-5", payoutSchedule: "weekly" });
    expect(badContract).toMatchObject({
      status: 400,
      body: { fieldErrors: { effectiveFrom: expect.any(String), commission: expect.any(String), commissionAppliesTo: expect.any(String), damageWaiverOwnerShare: expect.any(String), payoutSchedule: expect.any(String) }, values: { commission: "120" } },
    });
    const badExpense = await post({ ...expense(), amount: "twelve", vendor: "Island\u0000Pools" });
    expect(badExpense).toMatchObject({ status: 400, body: { fieldErrors: { amount: expect.any(String), vendor: expect.any(String) } } });
    expect(await post({ ...expense(), amount: "0" })).toMatchObject({ status: 400, body: { fieldErrors: { amount: expect.any(String) } } });
    expect(await post({ intent: "adjust-balance", direction: "credit", amount: "25", note: "  " })).toMatchObject({ status: 400, body: { fieldErrors: { note: expect.any(String) } } });
    expect(await post({ intent: "close-statements", month: "2026-13" })).toMatchObject({ status: 400, body: { fieldErrors: { month: expect.any(String) } } });
    expect(await post({ intent: "close-statements", month: "2026-04" })).toMatchObject({ status: 400, body: { fieldErrors: { month: "A month can be closed once it has ended." } } });
    expect(await getDb().$count(ledgerEntries)).toBe(0);
  });

  it("record an expense with its uploaded receipt, asking for a note when it takes the balance below zero", async () => {
    await post({ intent: "link-villa", listingId: villaId });
    const receiptToken = signUploadToken(RECEIPT, admin.id);
    const refused = await post({ ...expense(), receiptToken });
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { note: expect.any(String) }, values: { receiptToken } } });
    const recorded = await post({ ...expense(), receiptToken, note: "Pump repaired before the season" });
    expect(recorded).toMatchObject({ status: 200, body: { success: true, message: "The expense of $120.50 to Island Pools was recorded, with its receipt." } });
    const [row] = await getDb().select().from(ownerExpenses).where(eq(ownerExpenses.ownerId, ownerId));
    expect(row).toMatchObject({ listingId: villaId, amountCents: 12_050, vendor: "Island Pools", category: "Pool", receiptStorageKey: HASH });
  });

  it("refuse a receipt another user uploaded, and an expense on a villa not the owner's", async () => {
    await post({ intent: "link-villa", listingId: villaId });
    const other = await createTestAgent(undefined, "Other Admin", { role: "admin" });
    expect(await post({ ...expense(), note: "x", receiptToken: signUploadToken(RECEIPT, other.id) })).toMatchObject({ status: 400, body: { fieldErrors: { receipt: expect.any(String) } } });
    const elsewhere = await createTestListing({ kind: "rental" });
    expect(await post({ ...expense(), note: "x", listingId: elsewhere.id })).toMatchObject({ status: 400, body: { fieldErrors: { listingId: expect.any(String) } } });
    expect(await getDb().$count(ownerExpenses)).toBe(0);
  });

  it("refuse a payout beyond the balance without a note, then record it with one", async () => {
    expect(await post({ intent: "adjust-balance", direction: "credit", amount: "300", note: "Opening balance" })).toMatchObject({ status: 200, body: { message: "Villa Owner's balance was credited $300." } });
    const payout = { intent: "record-payout", paidOn: "2026-04-10", amount: "1,000", method: "wire", reference: "W-1" };
    expect(await post(payout)).toMatchObject({ status: 400, body: { error: "The payout is more than the owner's balance; add a note to pay it anyway.", fieldErrors: { note: expect.any(String) }, values: { amount: "1,000" } } });
    expect(await post({ ...payout, note: "Advance agreed with the owner" })).toMatchObject({ status: 200, body: { message: "The payout of $1,000 by Wire on Apr 10, 2026 was recorded." } });
    expect(await getDb().select({ amountCents: ownerPayouts.amountCents, note: ownerPayouts.note }).from(ownerPayouts)).toEqual([{ amountCents: 100_000, note: "Advance agreed with the owner" }]);
    expect(await ownerBalanceCents(getDb(), ownerId)).toBe(-70_000);
    expect(await post({ ...payout, paidOn: "2026-05-01", note: "x" })).toMatchObject({ status: 400, body: { fieldErrors: { paidOn: "The date cannot be in the future." } } });
  });

  it("close statements through last month and settle the owner's stays", async () => {
    expect(await post({ intent: "close-statements", month: "2026-03" })).toMatchObject({ status: 200, body: { message: "Statements closed through March 2026 (1 month)." } });
    expect(await getDb().select({ month: ownerStatements.month }).from(ownerStatements)).toEqual([{ month: "2026-03" }]);
    expect(await post({ intent: "settle-stays" })).toMatchObject({ status: 200, body: { message: "0 stays are settled." } });
  });
});
