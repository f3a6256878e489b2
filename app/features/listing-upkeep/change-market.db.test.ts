import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/accounts/index.server";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import { agentUser } from "~/features/listing-submissions/agent-listing-test-data";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { readListingEvents } from "~/features/listings/listing-history.server";
import { LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { listings } from "~/features/listings/listing.table";
import { MARKET_MESSAGES } from "~/features/listings/market-change";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { changeListingMarket } from "./change-market.server";
import { upkeepNotice } from "./upkeep-action.server";

const row = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0]!;

async function adminUser(): Promise<SessionUser> {
  const admin = await createTestAgent(undefined, "Morgan Hale", { role: "admin" });
  return { id: admin.id, email: admin.email, name: admin.name, role: "admin", status: "active", emailVerified: true };
}

async function ownSale(user: SessionUser, overrides: Parameters<typeof createTestListing>[0] = {}) {
  return createTestListing({ title: "Chocolate Hole House", listPrice: 1_250_000, agentId: user.id, ...overrides });
}

describe("changeListingMarket", () => {
  it("cuts an approved listing's price at once, records it in the history and the audit log", async () => {
    const agent = await agentUser("cut@example.test");
    const listing = await ownSale(agent);
    const result = await changeListingMarket(agent, listing.id, { standardStatus: "Active", listPrice: "$1,150,000" });
    expect(result).toEqual({ success: true, id: listing.id, changed: true });

    const stored = await row(listing.id);
    expect(stored).toMatchObject({ listPrice: 1_150_000, standardStatus: "Active", reviewStatus: "approved", kind: "sale" });
    expect(stored.updatedAt.getTime()).toBeGreaterThan(listing.updatedAt.getTime());
    const events = await readListingEvents(listing.id);
    expect(events.map(({ kind, fromPrice, price }) => ({ kind, fromPrice, price }))).toEqual([
      { kind: "listed", fromPrice: null, price: 1_250_000 },
      { kind: "price", fromPrice: 1_250_000, price: 1_150_000 },
    ]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({
      actorId: agent.id,
      action: "listing.market",
      subjectId: listing.id,
      before: { status: "Active", listPrice: 1_250_000 },
      after: { status: "Active", listPrice: 1_150_000 },
    });
  });

  it("records a price cut made with a status change as two lines, the price first", async () => {
    const agent = await agentUser("contract@example.test");
    const listing = await ownSale(agent);
    expect((await changeListingMarket(agent, listing.id, { standardStatus: "ActiveUnderContract", listPrice: "1200000" })).success).toBe(true);
    const events = await readListingEvents(listing.id);
    expect(events.slice(1).map(({ kind, price, status }) => ({ kind, price, status }))).toEqual([
      { kind: "price", price: 1_200_000, status: "Active" },
      { kind: "status", price: 1_200_000, status: "ActiveUnderContract" },
    ]);
    // The confirmation after the save names both changes, from the user's own audit entry; another user's save is not theirs to read.
    expect(await upkeepNotice("market", agent, listing.id)).toBe(
      "Saved: the new price and status are live. Price changed from $1,250,000 to $1,200,000; status changed from Active to Under contract",
    );
    expect(await upkeepNotice("market", await adminUser(), listing.id)).toBe("Saved: the new price and status are live");
    expect(await upkeepNotice("market", agent, listing.id, new Date(Date.now() + 11 * 60_000))).toBe("Saved: the new price and status are live");
    expect(await upkeepNotice("unchanged", agent, listing.id)).toBe("Nothing changed: the price and status were already these");
    expect(await upkeepNotice("bogus", agent, listing.id)).toBeNull();
  });

  it("records a sale as sold on its closing date on St. John, and the page moves to the sold address", async () => {
    const agent = await agentUser("sold@example.test");
    const listing = await ownSale(agent, { submittedAt: new Date("2025-01-10T15:00:00Z") });
    const closeDate = addDays(todayOnIsland(), -3);
    const result = await changeListingMarket(agent, listing.id, { standardStatus: "Closed", listPrice: "1250000", closePrice: "1,190,000", closeDate });
    expect(result.success).toBe(true);
    expect(await row(listing.id)).toMatchObject({ kind: "sold", standardStatus: "Closed", closePrice: 1_190_000, closeDate, listPrice: 1_250_000 });
    const sold = (await readListingEvents(listing.id)).at(-1)!;
    expect(sold).toMatchObject({ kind: "status", fromStatus: "Active", status: "Closed", price: 1_190_000 });
    // Midnight on the island (UTC−4) of the closing date.
    expect(sold.occurredAt).toBe(new Date(`${closeDate}T04:00:00.000Z`).toISOString());
  });

  it("refuses a sold status without a sale price or closing date, or with a closing date in the future, and changes nothing", async () => {
    const agent = await agentUser("refuse@example.test");
    const listing = await ownSale(agent);
    const noPrice = await changeListingMarket(agent, listing.id, { standardStatus: "Closed", listPrice: "1250000", closeDate: todayOnIsland() });
    expect(noPrice).toMatchObject({ success: false, fieldErrors: { closePrice: LISTING_MESSAGES.closePriceRequired } });
    const noDate = await changeListingMarket(agent, listing.id, { standardStatus: "Closed", closePrice: "1100000" });
    expect(noDate).toMatchObject({ success: false, fieldErrors: { closeDate: LISTING_MESSAGES.closeDateRequired } });
    const future = await changeListingMarket(agent, listing.id, { standardStatus: "Closed", closePrice: "1100000", closeDate: addDays(todayOnIsland(), 2) });
    expect(future).toMatchObject({ success: false, fieldErrors: { closeDate: LISTING_MESSAGES.closeDateFuture } });
    for (const listPrice of ["-5", "0", "1000000000", "a lot"]) {
      const refused = await changeListingMarket(agent, listing.id, { standardStatus: "Active", listPrice });
      expect(refused.success, listPrice).toBe(false);
      expect(refused).toHaveProperty("fieldErrors.listPrice");
    }
    const unknown = await changeListingMarket(agent, listing.id, { standardStatus: "Pending", listPrice: "1000000" });
    expect(unknown).toMatchObject({ success: false, fieldErrors: { standardStatus: MARKET_MESSAGES.status } });
    expect(await row(listing.id)).toMatchObject({ kind: "sale", standardStatus: "Active", listPrice: 1_250_000, closePrice: null });
    expect(await readListingEvents(listing.id)).toHaveLength(1);
  });

  it("asks to confirm a change of more than half the price, then makes it", async () => {
    const agent = await agentUser("typo@example.test");
    const listing = await ownSale(agent);
    const refused = await changeListingMarket(agent, listing.id, { standardStatus: "Active", listPrice: "125000" });
    expect(refused).toMatchObject({ success: false, error: MARKET_MESSAGES.bigChange });
    expect((await row(listing.id)).listPrice).toBe(1_250_000);
    expect((await changeListingMarket(agent, listing.id, { standardStatus: "Active", listPrice: "125000", confirmPrice: "yes" })).success).toBe(true);
    expect((await row(listing.id)).listPrice).toBe(125_000);
  });

  it("answers “not found” for another agent's listing, an unapproved one or an unknown id, and refuses MLS listings, rentals and reopening a sale", async () => {
    const agent = await agentUser("mine@example.test");
    const other = await agentUser("other@example.test");
    const theirs = await ownSale(other);
    const pending = await ownSale(agent, { reviewStatus: "pending" });
    const notFound = { success: false, code: "not_found", error: LISTING_MESSAGES.notFound };
    const change = { standardStatus: "Active", listPrice: "1000000" };
    expect(await changeListingMarket(agent, theirs.id, change)).toEqual(notFound);
    // Whatever was posted: bad input on another agent's listing reveals nothing either.
    expect(await changeListingMarket(agent, theirs.id, { standardStatus: "Closed", listPrice: "1" })).toEqual(notFound);
    expect(await changeListingMarket(agent, pending.id, change)).toEqual(notFound);
    expect(await changeListingMarket(agent, "not-a-uuid", change)).toEqual(notFound);

    const mls = await ownSale(agent, { listingSource: "mls", listingKey: "MLS-1" });
    expect(await changeListingMarket(agent, mls.id, change)).toMatchObject({ success: false, code: "conflict", error: MARKET_MESSAGES.mls });
    const rental = await createTestListing({ kind: "rental", agentId: agent.id });
    expect(await changeListingMarket(agent, rental.id, change)).toMatchObject({ success: false, error: MARKET_MESSAGES.rental });
    const sold = await createTestListing({ kind: "sold", agentId: agent.id });
    expect(await changeListingMarket(agent, sold.id, change)).toMatchObject({ success: false, error: MARKET_MESSAGES.soldStays });
    expect((await row(theirs.id)).listPrice).toBe(1_250_000);
    expect((await row(mls.id)).listPrice).toBe(1_250_000);
  });

  it("lets an administrator change any agent's listing, and nobody else without the permission", async () => {
    const agent = await agentUser("owner@example.test");
    const listing = await ownSale(agent);
    const admin = await adminUser();
    expect((await changeListingMarket(admin, listing.id, { standardStatus: "Withdrawn", listPrice: "1250000" })).success).toBe(true);
    expect(await row(listing.id)).toMatchObject({ standardStatus: "Withdrawn" });
    const buyer: SessionUser = { ...agent, role: "buyer" };
    expect(await changeListingMarket(buyer, listing.id, { standardStatus: "Active", listPrice: "1250000" })).toMatchObject({ success: false, code: "forbidden" });
    const pendingAgent: SessionUser = { ...agent, status: "pending" };
    expect(await changeListingMarket(pendingAgent, listing.id, { standardStatus: "Active", listPrice: "1250000" })).toMatchObject({ success: false, code: "forbidden" });
    expect((await row(listing.id)).standardStatus).toBe("Withdrawn");
  });
});
