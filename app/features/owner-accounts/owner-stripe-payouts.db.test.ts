import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import { createTestAgent } from "~/features/listings/listing-factory";
import { startFakeStripe, type FakeStripe } from "~/features/stay-payments/fixtures/fake-stripe";
import type { Actor, AuditedActor } from "~/shared/access/permissions";
import { resetConfigForTests } from "~/shared/config/env.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { getDb } from "~/shared/db/client.server";
import { handleOwnerAccountForm } from "./handle-owner-account-form.server";
import { ownerBalanceCents, readPostings } from "./ledger-store.server";
import { recordAdjustment, recordPayout } from "./owner-money.server";
import { ownerPayouts } from "./owner-records.table";
import { payOwnerThroughStripe, saveOwnerStripeAccount, STRIPE_PAYOUT_MESSAGES } from "./owner-stripe-payouts.server";
import { isBalanced } from "./postings";
import { readOwnerAccount } from "./read-owner-account.server";
import { ledgerLines } from "./trust-ledger.table";

// Mid-April 2026 on the island.
const NOW = new Date("2026-04-15T16:00:00Z");
const ACCOUNT = "acct_1OwnerVilla42";
const actorOf = (row: { id: string; email: string; role: Actor["role"]; status: Actor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

let fake: FakeStripe | null = null;
let admin: AuditedActor;
let ownerId: string;

/** The site's Stripe settings pointing at the fake, over real HTTP. */
async function stripeOn(): Promise<FakeStripe> {
  fake = await startFakeStripe({ webhookSecret: "whsec_test_owner_payouts" });
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_owner_payouts");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_test_owner_payouts");
  vi.stubEnv("STRIPE_API_URL", fake.origin);
  resetConfigForTests();
  return fake;
}

const payouts = () => getDb().select().from(ownerPayouts);
const pay = (amountCents: number, extra: { note?: string; attempt?: string } = {}) => payOwnerThroughStripe(admin, { ownerId, amountCents, attempt: extra.attempt ?? randomUUID(), note: extra.note }, NOW);

beforeEach(async () => {
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  ownerId = (await createTestAgent(undefined, "Villa Owner", { role: "owner" })).id;
  // $1,500 held for the owner.
  expect(await recordAdjustment(admin, ownerId, 150_000, "Opening balance", NOW)).toMatchObject({ success: true });
});

afterEach(async () => {
  await fake?.close();
  fake = null;
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe("the owner's Stripe account for payouts", () => {
  it("is recorded, changed and removed by the office, each change audited, and refused when it is not an acct_ id", async () => {
    expect(await saveOwnerStripeAccount(admin, ownerId, "  acct_1OwnerVilla42 ")).toMatchObject({ success: true, stripeAccountId: ACCOUNT });
    expect(await saveOwnerStripeAccount(admin, ownerId, ACCOUNT)).toMatchObject({ success: true });
    expect(await saveOwnerStripeAccount(admin, ownerId, "acct_2Another99")).toMatchObject({ success: true });
    expect(await saveOwnerStripeAccount(admin, ownerId, "")).toMatchObject({ success: true, stripeAccountId: null });
    for (const bad of ["acct_12", "cus_1OwnerVilla42", "acct_1Owner Villa", `acct_${"a".repeat(65)}`]) {
      expect(await saveOwnerStripeAccount(admin, ownerId, bad)).toMatchObject({ success: false, fieldErrors: { stripeAccountId: STRIPE_PAYOUT_MESSAGES.account } });
    }
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await saveOwnerStripeAccount(agent, ownerId, ACCOUNT)).toMatchObject({ code: "forbidden" });
    const changes = (await recentAuditEntries()).filter((entry) => entry.action === "owner.stripe-account.set");
    expect(changes.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ stripeAccountId: null }, { stripeAccountId: ACCOUNT }],
        [{ stripeAccountId: ACCOUNT }, { stripeAccountId: "acct_2Another99" }],
        [{ stripeAccountId: "acct_2Another99" }, { stripeAccountId: null }],
      ]),
    );
    expect(changes).toHaveLength(3);
  });

  it("is saved from the owner's page, and a bad id comes back with its message (400)", async () => {
    const post = (fields: Record<string, string>) => handleOwnerAccountForm(admin, ownerId, formOf(fields), NOW);
    expect(await post({ intent: "save-stripe-account", stripeAccountId: "acct_oops" })).toMatchObject({ status: 400, body: { fieldErrors: { stripeAccountId: expect.any(String) }, values: { stripeAccountId: "acct_oops" } } });
    expect(await post({ intent: "save-stripe-account", stripeAccountId: ACCOUNT })).toMatchObject({ status: 200, body: { message: `Villa Owner is paid through the Stripe account ${ACCOUNT}.` } });
    const page = await readOwnerAccount(admin, ownerId, NOW);
    expect(page).toMatchObject({ success: true, data: { stripeAccountId: ACCOUNT, stripeConfigured: false } });
  });
});

describe("payOwnerThroughStripe", () => {
  it("sends a transfer to the owner's account and records one payout with its tr_ reference; the ledger balances", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    const paid = await pay(60_000);
    expect(paid).toMatchObject({ success: true, transferId: expect.stringMatching(/^tr_/) });
    const transferId = paid.success ? paid.transferId : "";
    expect([...stripe.transfers.values()]).toEqual([expect.objectContaining({ id: transferId, amount: 60_000, currency: "usd", destination: ACCOUNT, metadata: { owner_id: ownerId } })]);
    expect(await payouts()).toEqual([expect.objectContaining({ ownerId, amountCents: 60_000, method: "stripe", reference: transferId, paidOn: "2026-04-15", note: null })]);
    expect(await ownerBalanceCents(getDb(), ownerId)).toBe(90_000);
    const postings = await readPostings(getDb(), { ownerId });
    expect(postings.map((posting) => posting.kind)).toEqual(["adjustment", "payout"]);
    expect(postings.every((posting) => isBalanced(posting.lines))).toBe(true);
    const [{ total }] = (await getDb().select({ total: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int` }).from(ledgerLines)) as [{ total: number }];
    expect(total).toBe(0);
    expect((await recentAuditEntries()).find((entry) => entry.action === "owner.payout.add")).toMatchObject({ after: { method: "stripe", reference: transferId, amountCents: 60_000 } });
  });

  it("sends the same form twice as one transfer and one payout (the attempt is the Idempotency-Key)", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    const attempt = randomUUID();
    const [first, second] = await Promise.all([pay(40_000, { attempt }), pay(40_000, { attempt })]);
    const third = await pay(40_000, { attempt });
    expect(first).toMatchObject({ success: true });
    expect(second).toMatchObject({ success: true });
    expect(third).toMatchObject({ success: true });
    expect(stripe.transfers.size).toBe(1);
    expect(await payouts()).toHaveLength(1);
    expect(await ownerBalanceCents(getDb(), ownerId)).toBe(110_000);
    // A new attempt is a new payout.
    expect(await pay(40_000)).toMatchObject({ success: true });
    expect(stripe.transfers.size).toBe(2);
    expect(await payouts()).toHaveLength(2);
  });

  it("records nothing when Stripe refuses the transfer, and says why", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    stripe.refuseTransfers(1, "Your destination account needs to have at least one of the following capabilities enabled: transfers.");
    const refused = await pay(60_000);
    expect(refused).toMatchObject({ success: false, attemptSpent: true, error: expect.stringMatching(/^Stripe refused the transfer: Your destination account .*Nothing was paid or recorded\.$/) });
    expect(stripe.transfers.size).toBe(0);
    expect(await payouts()).toHaveLength(0);
    expect(await ownerBalanceCents(getDb(), ownerId)).toBe(150_000);
  });

  it("refuses when Stripe is not configured or the owner has no account, without asking Stripe", async () => {
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    expect(await pay(10_000)).toMatchObject({ success: false, error: STRIPE_PAYOUT_MESSAGES.notConfigured });
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, "");
    expect(await pay(10_000)).toMatchObject({ success: false, error: STRIPE_PAYOUT_MESSAGES.noAccount });
    expect(stripe.calls("/v1/transfers")).toBe(0);
    expect(await payouts()).toHaveLength(0);
  });

  it("refuses an amount above the balance without a note before any call to Stripe, and pays it with one", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    expect(await pay(150_001)).toMatchObject({ success: false, error: "The payout is more than the owner's balance; add a note to pay it anyway.", fieldErrors: { note: expect.any(String) } });
    expect(stripe.calls("/v1/transfers")).toBe(0);
    expect(await pay(150_001, { note: "Advance agreed with the owner" })).toMatchObject({ success: true });
    expect(await ownerBalanceCents(getDb(), ownerId)).toBe(-1);
    expect(await payouts()).toEqual([expect.objectContaining({ note: "Advance agreed with the owner", method: "stripe" })]);
  });

  it("refuses another role, a bad amount and a bad attempt id before Stripe", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await payOwnerThroughStripe(agent, { ownerId, amountCents: 100, attempt: randomUUID() }, NOW)).toMatchObject({ code: "forbidden" });
    expect(await pay(0)).toMatchObject({ success: false, fieldErrors: { amountCents: expect.any(String) } });
    expect(await pay(12.5)).toMatchObject({ success: false, fieldErrors: { amountCents: expect.any(String) } });
    expect(await pay(100, { attempt: "again" })).toMatchObject({ success: false, error: STRIPE_PAYOUT_MESSAGES.attempt });
    expect(stripe.calls("/v1/transfers")).toBe(0);
  });

  it("logs a transfer made but not recorded with its id, says so, and records it once when the same form is sent again with a note", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    stripe.delayTransfers(300);
    const attempt = randomUUID();
    const paying = pay(150_000, { attempt });
    // The balance passed the check; while Stripe answers, the office pays the owner $1 by hand.
    while (stripe.calls("/v1/transfers") === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await recordPayout(admin, { ownerId, paidOn: "2026-04-15", amountCents: 100, method: "check", reference: "1001" }, NOW)).toMatchObject({ success: true });
    const unrecorded = await paying;
    const transferId = [...stripe.transfers.keys()][0]!;
    expect(unrecorded).toMatchObject({ success: false, code: "conflict", error: expect.stringContaining(`Stripe made the transfer ${transferId} of $1,500`), fieldErrors: { note: expect.any(String) } });
    expectConsoleError(new RegExp(`made but not recorded.*${transferId}`));
    expect((await payouts()).map((row) => row.method)).toEqual(["check"]);
    stripe.delayTransfers(0);
    expect(await pay(150_000, { attempt, note: "Paid through Stripe while a check went out" })).toMatchObject({ success: true, transferId });
    expect(stripe.transfers.size).toBe(1);
    expect((await payouts()).map((row) => [row.method, row.reference]).sort()).toEqual([["check", "1001"], ["stripe", transferId]]);
    expect(await ownerBalanceCents(getDb(), ownerId)).toBe(-100);
  });

  it("answers that Stripe could not be reached, records nothing, and keeps the attempt for a safe retry", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    await stripe.close();
    fake = null;
    const attempt = randomUUID();
    const unreachable = await pay(10_000, { attempt });
    expect(unreachable).toMatchObject({ success: false, error: STRIPE_PAYOUT_MESSAGES.unreachable });
    expect("attemptSpent" in unreachable).toBe(false);
    expect(await payouts()).toHaveLength(0);
  });
});

describe("the owner page's Stripe payout form", () => {
  const post = (fields: Record<string, string>) => handleOwnerAccountForm(admin, ownerId, formOf(fields), NOW);

  it("pays through Stripe, and after a refusal by Stripe hands back a new attempt id with what was typed", async () => {
    const stripe = await stripeOn();
    await saveOwnerStripeAccount(admin, ownerId, ACCOUNT);
    expect(await readOwnerAccount(admin, ownerId, NOW)).toMatchObject({ data: { stripeConfigured: true, stripeAccountId: ACCOUNT } });
    const attempt = randomUUID();
    stripe.refuseTransfers(1);
    const refused = await post({ intent: "pay-through-stripe", amount: "250", attempt });
    expect(refused).toMatchObject({ status: 400, body: { success: false, error: expect.stringMatching(/^Stripe refused the transfer/), values: { amount: "250" } } });
    const fresh = refused.body.success ? "" : (refused.body.values?.attempt ?? "");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh).not.toBe(attempt);
    const paid = await post({ intent: "pay-through-stripe", amount: "250", attempt: fresh });
    expect(paid).toMatchObject({ status: 200, body: { success: true, message: expect.stringMatching(/^\$250 was sent to Villa Owner through Stripe \(transfer tr_\w+\) and recorded as a payout\.$/) } });
    expect(await post({ intent: "pay-through-stripe", amount: "lots", attempt: fresh })).toMatchObject({ status: 400, body: { fieldErrors: { amount: expect.any(String) } } });
    expect(await post({ intent: "pay-through-stripe", amount: "5000", attempt: randomUUID() })).toMatchObject({ status: 400, body: { fieldErrors: { note: expect.any(String) } } });
    expect(await payouts()).toHaveLength(1);
  });
});
