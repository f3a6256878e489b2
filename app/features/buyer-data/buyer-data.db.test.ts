import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { sessions, users } from "~/features/accounts/index.server";
import { hashPassword } from "~/features/accounts/password.server";
import { createSession } from "~/features/accounts/session.server";
import { favourites, saveFavourite } from "~/features/favourites/index.server";
import { leads, showings } from "~/features/leads/index.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { savedSearches } from "~/features/saved-searches/index.server";
import { deleteBuyerAccount, DELETE_ACCOUNT_MESSAGES } from "./delete-buyer-account.server";
import { exportBuyerData } from "./export-buyer-data.server";

const PASSWORD = "a buyer's long password";

async function buyerWithData() {
  const db = getDb();
  const [buyer] = await db
    .insert(users)
    .values({ email: "riley@example.test", name: "Riley Quinn", phone: "340-555-0191", role: "buyer", status: "active", passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const agent = await createTestAgent();
  const listing = await createTestListing({ title: "Harbour Cottage", listPrice: 750_000, agentId: agent.id });
  await saveFavourite(buyer!.id, listing.id);
  await db.insert(savedSearches).values({ userId: buyer!.id, name: "Cruz Bay homes", query: "area=Cruz+Bay", area: "Cruz Bay" });
  const [lead] = await db
    .insert(leads)
    .values({
      listingId: listing.id,
      listingTitle: listing.title,
      listingPath: `/property/${listing.id}`,
      agentId: agent.id,
      agentEmail: agent.email,
      buyerId: buyer!.id,
      name: "Riley Quinn",
      email: "riley@example.test",
      phone: "340-555-0191",
      message: "Is the cottage still available?",
    })
    .returning({ id: leads.id });
  await db.insert(showings).values({ leadId: lead!.id, preferredTimes: [new Date("2030-03-01T14:00:00Z")] });
  // Someone else's enquiry, which neither the download nor the deletion touches.
  const [other] = await db
    .insert(leads)
    .values({ listingTitle: listing.title, listingPath: "/x", name: "Sam Other", email: "sam@example.test", message: "Hello there, a question." })
    .returning({ id: leads.id });
  return { buyerId: buyer!.id, listing, leadId: lead!.id, otherLeadId: other!.id };
}

describe("downloading a buyer's data", () => {
  it("holds the account, favourites, saved searches and the enquiries sent with their showings, never the password hash", async () => {
    const { buyerId, listing } = await buyerWithData();
    const result = await exportBuyerData(buyerId);
    if (!result.success) throw new Error(result.error);
    const { data } = result;
    expect(data.account).toMatchObject({ name: "Riley Quinn", email: "riley@example.test", phone: "340-555-0191", role: "buyer" });
    expect(data.favourites).toEqual([expect.objectContaining({ listingId: listing.id, title: "Harbour Cottage", path: `/property/${listing.id}`, savedPrice: 750_000 })]);
    expect(data.savedSearches).toEqual([expect.objectContaining({ name: "Cruz Bay homes", query: "area=Cruz+Bay" })]);
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        message: "Is the cottage still available?",
        email: "riley@example.test",
        showings: [expect.objectContaining({ preferredTimes: ["2030-03-01T14:00:00.000Z"], status: "requested" })],
      }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/argon|password|Sam Other/i);
  });
});

describe("deleting a buyer's account", () => {
  it("needs the right password and changes nothing without it", async () => {
    const { buyerId } = await buyerWithData();
    expect(await deleteBuyerAccount(buyerId, "")).toMatchObject({ success: false, error: DELETE_ACCOUNT_MESSAGES.password });
    expect(await deleteBuyerAccount(buyerId, "not the password at all")).toMatchObject({ success: false, error: DELETE_ACCOUNT_MESSAGES.wrongPassword });
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, buyerId))).toHaveLength(1);
    expect(await getDb().select().from(favourites)).toHaveLength(1);
  });

  it("deletes the account with its sessions, favourites and searches, and keeps its enquiries without contact details", async () => {
    const { buyerId, leadId, otherLeadId } = await buyerWithData();
    await createSession(buyerId);
    const result = await deleteBuyerAccount(buyerId, PASSWORD);
    expect(result).toMatchObject({ success: true, anonymizedLeads: 1 });
    const db = getDb();
    expect(await db.select().from(users).where(eq(users.id, buyerId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, buyerId))).toEqual([]);
    expect(await db.select().from(favourites)).toEqual([]);
    expect(await db.select().from(savedSearches)).toEqual([]);
    const [kept] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(kept).toMatchObject({ name: null, email: null, phone: null, buyerId: null, message: "Is the cottage still available?", listingTitle: "Harbour Cottage" });
    expect(kept!.anonymizedAt).toBeInstanceOf(Date);
    expect(await db.select().from(showings).where(eq(showings.leadId, leadId))).toHaveLength(1);
    const [other] = await db.select().from(leads).where(eq(leads.id, otherLeadId));
    expect(other).toMatchObject({ name: "Sam Other", email: "sam@example.test", anonymizedAt: null });
  });

  it("once the address is confirmed, also clears the enquiries sent from it before signing in", async () => {
    const { buyerId, listing } = await buyerWithData();
    const db = getDb();
    const [signedOut] = await db
      .insert(leads)
      .values({ listingTitle: listing.title, listingPath: "/x", name: "Riley Q", email: "RILEY@example.test", message: "Sent before I had an account." })
      .returning({ id: leads.id });
    const unconfirmed = await exportBuyerData(buyerId);
    expect(unconfirmed.success && unconfirmed.data.enquiries.map((row) => row.message)).toEqual(["Is the cottage still available?"]);

    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, buyerId));
    const confirmed = await exportBuyerData(buyerId);
    expect(confirmed.success && confirmed.data.enquiries.map((row) => row.message)).toEqual(["Is the cottage still available?", "Sent before I had an account."]);
    expect(await deleteBuyerAccount(buyerId, PASSWORD)).toMatchObject({ success: true, anonymizedLeads: 2 });
    const [cleared] = await db.select().from(leads).where(eq(leads.id, signedOut!.id));
    expect(cleared).toMatchObject({ name: null, email: null, message: "Sent before I had an account." });
  });

  it("refuses to delete an agent's account here", async () => {
    const agent = await createTestAgent();
    expect(await deleteBuyerAccount(agent.id, PASSWORD)).toMatchObject({ success: false, error: DELETE_ACCOUNT_MESSAGES.notBuyer });
  });
});
