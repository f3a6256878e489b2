import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { sessions } from "~/features/accounts/session.table";
import { users } from "~/features/accounts/user.table";
import { hashPassword } from "~/features/accounts/password.server";
import { createSession } from "~/features/accounts/session.server";
import { signIn } from "~/features/accounts/sign-in.server";
import { favourites } from "~/features/favourites/favourite.table";
import { saveFavourite } from "~/features/favourites/index.server";
import { leads, showings } from "~/features/leads/lead.table";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { savedSearches } from "~/features/saved-searches/saved-search.table";
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

describe("password guesses when deleting a buyer's account", () => {
  const client = { clientAddress: "203.0.113.40" };
  const minute = (start: Date, n: number) => new Date(start.getTime() + n * 60_000);

  async function addBuyer(email: string) {
    const [buyer] = await getDb()
      .insert(users)
      .values({ email, name: "Avery Bay", role: "buyer", status: "active", passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: users.id });
    return buyer!.id;
  }
  const stillThere = async (id: string) => (await getDb().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it("locks the account after 5 wrong passwords: the 6th attempt is refused even with the right one, in sign-in's words", async () => {
    const buyerId = await addBuyer("avery@example.test");
    const start = new Date("2026-04-01T09:00:00Z");
    for (let i = 0; i < 5; i++) {
      expect(await deleteBuyerAccount(buyerId, `guess number ${i}`, { ...client, now: minute(start, i) })).toMatchObject({
        error: DELETE_ACCOUNT_MESSAGES.wrongPassword,
      });
    }
    const refused = await deleteBuyerAccount(buyerId, PASSWORD, { ...client, now: minute(start, 7) });
    expect(refused).toEqual({ success: false, code: "rate_limited", error: "Too many attempts. Try again in 8 minutes." });
    // The very words sign-in answers at that moment, from any address.
    const signInAnswer = await signIn({ email: "avery@example.test", password: PASSWORD }, { clientAddress: "198.51.100.40", now: minute(start, 7) });
    expect(signInAnswer).toMatchObject({ success: false, code: "rate_limited", error: "Too many attempts. Try again in 8 minutes." });
    expect(await stillThere(buyerId)).toBe(true);

    // Refused attempts are not counted: once the first failure is 15 minutes old, the right password works.
    expect(await deleteBuyerAccount(buyerId, PASSWORD, { ...client, now: minute(start, 15.5) })).toMatchObject({ success: true });
    expect(await stillThere(buyerId)).toBe(false);
  });

  it("counts wrong deletion passwords toward sign-in's throttle, and wrong sign-ins toward deletion's", async () => {
    const start = new Date("2026-04-01T10:00:00Z");
    const first = await addBuyer("first@example.test");
    for (let i = 0; i < 3; i++) await deleteBuyerAccount(first, `guess ${i}`, { ...client, now: minute(start, i) });
    for (let i = 3; i < 5; i++) await signIn({ email: "First@Example.test", password: `guess ${i}` }, { ...client, now: minute(start, i) });
    expect(await signIn({ email: "first@example.test", password: PASSWORD }, { ...client, now: minute(start, 6) })).toMatchObject({
      success: false,
      error: "Too many attempts. Try again in 9 minutes.",
    });

    const second = await addBuyer("second@example.test");
    for (let i = 0; i < 5; i++) {
      expect(await signIn({ email: "second@example.test", password: `guess ${i}` }, { ...client, now: minute(start, i) })).toMatchObject({ success: false });
    }
    expect(await deleteBuyerAccount(second, PASSWORD, { ...client, now: minute(start, 6) })).toMatchObject({
      success: false,
      code: "rate_limited",
      error: "Too many attempts. Try again in 9 minutes.",
    });
    expect(await stillThere(first)).toBe(true);
    expect(await stillThere(second)).toBe(true);
  });

  it("clears the account's failures for both once the right password is given to either", async () => {
    const start = new Date("2026-04-01T11:00:00Z");
    const buyerId = await addBuyer("clear@example.test");
    for (let i = 0; i < 4; i++) await deleteBuyerAccount(buyerId, `guess ${i}`, { ...client, now: minute(start, i) });
    expect(await signIn({ email: "clear@example.test", password: PASSWORD }, { ...client, now: minute(start, 5) })).toMatchObject({ success: true });
    await deleteBuyerAccount(buyerId, "one more guess", { ...client, now: minute(start, 6) });
    expect(await deleteBuyerAccount(buyerId, PASSWORD, { ...client, now: minute(start, 7) })).toMatchObject({ success: true });
  });

  it("throttles a client after 20 wrong passwords across accounts, counting an IPv6 client by its /64", async () => {
    const now = new Date("2026-04-01T12:00:00Z");
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => addBuyer(`many${i}@example.test`)));
    // 20 guesses from 20 addresses of one /64: 4 at each of 4 accounts' deletion, 4 at sign-in with guessed e-mails.
    for (let i = 0; i < 20; i++) {
      const context = { clientAddress: `2001:db8:40:1::${(i + 1).toString(16)}`, now: new Date(now.getTime() - 60_000 + i) };
      const buyer = buyers[i % 5];
      if (buyer) await deleteBuyerAccount(buyer, `guess ${i}`, context);
      else await signIn({ email: `guess${i}@example.test`, password: "wrong password" }, context);
    }
    const victim = await addBuyer("victim@example.test");
    expect(await deleteBuyerAccount(victim, PASSWORD, { clientAddress: "2001:db8:40:1:ffff::1", now })).toMatchObject({
      success: false,
      code: "rate_limited",
      error: "Too many attempts. Try again in 14 minutes.",
    });
    expect(await stillThere(victim)).toBe(true);
    // Another network is another client.
    expect(await deleteBuyerAccount(victim, PASSWORD, { clientAddress: "2001:db8:40:2::1", now })).toMatchObject({ success: true });
  });
});
