import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { stayPayments } from "~/features/stay-payments/stay-account.table";
import { insertBookingRequest } from "~/features/stays/index.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { handleTrustForm } from "./handle-trust-form.server";
import { settleStayMoney } from "./settle-stay.server";
import { ledgerEntries } from "./trust-ledger.table";
import { reconcileTrust } from "./trust-reconciliation.server";
import { readTrustHoldings, recordBrokerageDraw, recordTaxRemittance } from "./trust-withdrawals.server";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";
import { TEST_CONTRACT, TEST_QUOTE, actorOf } from "./owner-test-data";

// Mid-April 2026 on the island.
const NOW = new Date("2026-04-15T16:00:00Z");
// One settled stay of TEST_QUOTE under TEST_CONTRACT: $281.25 of hotel tax; 20% of $2,000 rent and the $250 cleaning fee to the brokerage.
const TAX_CENTS = 28_125;
const BROKERAGE_CENTS = 65_000;

let admin: AuditedActor;

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const withdrawals = () => getDb().select().from(ledgerEntries).where(eq(ledgerEntries.kind, "tax_remittance"));

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  const owner = await createTestAgent(undefined, "Villa Owner", { role: "owner" });
  const villaId = (await createTestListing({ kind: "rental" })).id;
  expect((await linkOwnerVilla(admin, owner.id, villaId)).success).toBe(true);
  expect((await addContractVersion(admin, villaId, TEST_CONTRACT)).success).toBe(true);
  const booking = await insertBookingRequest(getDb(), { listingId: villaId, source: "rental", checkIn: "2026-03-01", checkOut: "2026-03-05", guests: 2, guestName: "Maria Lopez", email: "maria@example.com", quote: TEST_QUOTE, status: "approved" });
  await getDb().insert(stayPayments).values({ bookingRequestId: booking.id, kind: "full", amountCents: TEST_QUOTE.totalCents, status: "succeeded", settledAt: new Date("2026-02-10T15:00:00Z") });
  expect(await settleStayMoney(admin, booking.id, NOW)).toEqual({ success: true, settled: true });
});

describe("the hotel tax paid to the territory and the brokerage's draws", () => {
  it("leave the trust account as postings of their own: the period still balances, tax and income show as earned, the bank's movement net of both, each audited", async () => {
    expect(await readTrustHoldings(admin)).toEqual({ success: true, data: { taxHeldCents: TAX_CENTS, brokerageHeldCents: BROKERAGE_CENTS } });
    expect(await recordTaxRemittance(admin, { paidOn: "2026-04-10", amountCents: TAX_CENTS, reference: "VI-2026-03", coversFrom: "2026-03-01", coversTo: "2026-03-31" }, NOW)).toMatchObject({ success: true });
    expect(await recordBrokerageDraw(admin, { paidOn: "2026-04-12", amountCents: 50_000, reference: "OP-1042" }, NOW)).toMatchObject({ success: true });

    const period = await reconcileTrust(admin, "2026-02-01", "2026-04-30");
    expect(period).toMatchObject({
      success: true,
      data: {
        guestMoneyReceivedCents: TEST_QUOTE.totalCents,
        taxDueCents: TAX_CENTS,
        taxRemittedCents: TAX_CENTS,
        brokerageIncomeCents: BROKERAGE_CENTS,
        brokerageDrawnCents: 50_000,
        trustBankCents: TEST_QUOTE.totalCents - TAX_CENTS - 50_000,
        differenceCents: 0,
        trustDifferenceCents: 0,
        withdrawals: [
          { kind: "tax_remittance", paidOn: "2026-04-10", amountCents: TAX_CENTS, reference: "VI-2026-03", coversFrom: "2026-03-01", coversTo: "2026-03-31" },
          { kind: "brokerage_draw", paidOn: "2026-04-12", amountCents: 50_000, reference: "OP-1042", coversFrom: null, coversTo: null },
        ],
      },
    });
    expect(await readTrustHoldings(admin)).toEqual({ success: true, data: { taxHeldCents: 0, brokerageHeldCents: BROKERAGE_CENTS - 50_000 } });
    const audited = (await recentAuditEntries()).map((entry) => entry.action).filter((action) => action.startsWith("trust."));
    expect(audited.sort()).toEqual(["trust.brokerage-draw.add", "trust.tax-remittance.add"]);
  });

  it("never pays more than the account holds for the territory or the brokerage, nor for another role, and writes nothing when refused", async () => {
    expect(await recordTaxRemittance(admin, { paidOn: "2026-04-10", amountCents: TAX_CENTS + 1, reference: "VI-1", coversFrom: "2026-03-01", coversTo: "2026-03-31" }, NOW)).toMatchObject({
      success: false,
      fieldErrors: { amountCents: "At most $281.25." },
    });
    expect(await recordBrokerageDraw(admin, { paidOn: "2026-04-10", amountCents: BROKERAGE_CENTS + 1, reference: "OP-1" }, NOW)).toMatchObject({ success: false, fieldErrors: { amountCents: "At most $650." } });
    const owner = actorOf(await createTestAgent(undefined, "Another Owner", { role: "owner" }));
    expect(await recordBrokerageDraw(owner, { paidOn: "2026-04-10", amountCents: 100, reference: "OP-1" }, NOW)).toMatchObject({ success: false, code: "forbidden" });
    expect(await readTrustHoldings(owner)).toMatchObject({ success: false, code: "forbidden" });
    expect(await recordTaxRemittance(admin, { paidOn: "2026-04-16", amountCents: 100, reference: " ", coversFrom: "2026-04-01", coversTo: "2026-03-01" }, NOW)).toMatchObject({
      success: false,
      fieldErrors: { paidOn: expect.any(String), reference: expect.any(String), coversFrom: expect.any(String) },
    });
    expect(await withdrawals()).toEqual([]);
    expect(await readTrustHoldings(admin)).toEqual({ success: true, data: { taxHeldCents: TAX_CENTS, brokerageHeldCents: BROKERAGE_CENTS } });
  });

  it("two payments sent together cannot both take the same tax", async () => {
    const remit = (reference: string) => recordTaxRemittance(admin, { paidOn: "2026-04-10", amountCents: 20_000, reference, coversFrom: "2026-03-01", coversTo: "2026-03-31" }, NOW);
    const results = await Promise.all([remit("VI-A"), remit("VI-B")]);
    expect(results.filter((result) => result.success)).toHaveLength(1);
    expect(await withdrawals()).toHaveLength(1);
  });

  it("reads the office's form in dollars and sends a refusal back with what was typed", async () => {
    const paid = await handleTrustForm(admin, formOf({ intent: "record-tax-remittance", paidOn: "2026-04-10", amount: "281.25", reference: "VI-2026-03", coversFrom: "2026-03-01", coversTo: "2026-03-31" }), NOW);
    expect(paid).toMatchObject({ status: 200, body: { intent: "record-tax-remittance", success: true, message: "The hotel tax payment of $281.25 on Apr 10, 2026 was recorded." } });
    const refused = await handleTrustForm(admin, formOf({ intent: "record-brokerage-draw", paidOn: "2026-04-10", amount: "5,000", reference: "OP-9" }), NOW);
    expect(refused).toMatchObject({ status: 400, body: { intent: "record-brokerage-draw", success: false, fieldErrors: { amount: "At most $650." }, values: { amount: "5,000", reference: "OP-9" } } });
    const typo = await handleTrustForm(admin, formOf({ intent: "record-brokerage-draw", paidOn: "2026-04-10", amount: "lots", reference: "" }), NOW);
    expect(typo).toMatchObject({ status: 400, body: { success: false, fieldErrors: { amount: expect.any(String), reference: expect.any(String) } } });
  });
});
