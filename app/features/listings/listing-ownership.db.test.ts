import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { verifyEmail } from "~/features/accounts/email-verification.server";
import { registerAgent } from "~/features/accounts/agent-registration.server";
import { signIn } from "~/features/accounts/sign-in.server";
import { users } from "~/features/accounts/user.table";
import { listAgentBookingRequests } from "~/features/stays/list-booking-requests.server";
import { createTestRental, requestStay } from "~/features/booking-requests/booking-test-helpers";
import { findManagedRental } from "~/features/rental-calendars/managed-rental.server";
import { getEditableListing, withdrawAgentListing } from "~/features/listing-submissions/edit-agent-listing.server";
import { importListingRecords } from "~/features/mls-feed/import-listings.server";
import { listRentalsForDashboard } from "~/features/rental-calendars/list-rentals-for-dashboard.server";
import { listings } from "./listing.table";
import { createTestAgent, createTestListing } from "./listing-factory";
import { listingOwnedBy } from "./listing-ownership.server";
import { LISTING_MESSAGES } from "./listing-rules";
import { AGENT_LISTING_MESSAGES, listAgentListings } from "~/features/listing-submissions/submit-agent-listing.server";

const PASSWORD = "correct horse battery staple";
const OWNER = "owner@example.test";

/** An MLS record for an agent who has no account yet. */
const record = {
  ListingKey: "MLS-9001",
  StandardStatus: "Active",
  PropertyType: "Residential",
  PropertySubType: "Single Family Residence",
  ListPrice: 1250000,
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  UnparsedAddress: "Estate Fish Bay House",
  SubdivisionName: "Fish Bay",
  PublicRemarks: "A house above Fish Bay.",
  ListAgentFullName: "Olive Owner",
  ListAgentEmail: OWNER,
};

async function signedInAs(email: string) {
  const result = await signIn({ email, password: PASSWORD });
  if (!result.success) throw new Error(result.error);
  return result.user;
}

const exists = async (id: string) => (await getDb().select({ id: listings.id }).from(listings).where(eq(listings.id, id))).length === 1;

/** Everything an agent's features show or allow for one listing and one rental. */
async function whatTheySee(user: Awaited<ReturnType<typeof signedInAs>>, saleId: string, rentalId: string) {
  const mine = await listAgentListings(user);
  const bookings = await listAgentBookingRequests(user);
  const rentals = await listRentalsForDashboard(user);
  return {
    myListings: mine.success ? Object.fromEntries(mine.data.map((row) => [row.id, row.adminNotes])) : mine.error,
    edit: (await getEditableListing(user, saleId)).success,
    bookingRequests: bookings.success ? bookings.data.rows.length : bookings.error,
    calendar: (await findManagedRental(user, rentalId)) !== null,
    rentals: rentals.success ? rentals.data.rows.map((row) => row.id) : rentals.error,
  };
}

describe("listing ownership by an unconfirmed address", () => {
  it("gives a registration with someone's address nothing of theirs until the address is confirmed", async () => {
    const summary = await importListingRecords([{ line: 1, record }]);
    expect(summary.created).toBe(1);
    const [sale] = await getDb().select().from(listings).where(eq(listings.listingKey, "MLS-9001"));
    expect(sale).toMatchObject({ agentId: null, listAgentEmail: OWNER });
    // An administrator sends it back to the agent with notes meant for them.
    await getDb().update(listings).set({ reviewStatus: "rejected", adminNotes: "Private: the seller will take $1.1M" }).where(eq(listings.id, sale!.id));
    const rental = await createTestRental({ title: "Owner's Villa", listAgentEmail: OWNER, listAgentName: "Olive Owner" });
    await requestStay(rental.id, "2027-02-01", "2027-02-08");

    // Someone registers with that address: a pending account, address unconfirmed.
    expect(await registerAgent({ name: "Mallory", email: OWNER, password: PASSWORD })).toMatchObject({ success: true, created: true });
    const mallory = await signedInAs(OWNER);
    expect(mallory).toMatchObject({ status: "pending", emailVerified: false });
    expect(await whatTheySee(mallory, sale!.id, rental.id)).toEqual({ myListings: {}, edit: false, bookingRequests: 0, calendar: false, rentals: [] });
    expect(await withdrawAgentListing(mallory, sale!.id)).toEqual({ success: false, error: LISTING_MESSAGES.notFound, code: "not_found" });
    expect(await exists(sale!.id)).toBe(true);

    // The address's real owner uses the mailed link: now the listings are theirs.
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, OWNER));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    expect(await verifyEmail(token)).toMatchObject({ success: true });
    const owner = await signedInAs(OWNER);
    expect(owner.emailVerified).toBe(true);
    expect(await whatTheySee(owner, sale!.id, rental.id)).toEqual({
      myListings: { [sale!.id]: "Private: the seller will take $1.1M", [rental.id]: "" },
      edit: true,
      bookingRequests: 1,
      calendar: true,
      rentals: [rental.id],
    });

    // Withdrawing asks what saving an edit asks: an approved account too.
    expect(await withdrawAgentListing(owner, sale!.id)).toEqual({ success: false, error: AGENT_LISTING_MESSAGES.pending });
    expect(await exists(sale!.id)).toBe(true);
    await getDb().update(users).set({ status: "active" }).where(eq(users.email, OWNER));
    expect(await withdrawAgentListing(await signedInAs(OWNER), sale!.id)).toEqual({ success: true, id: sale!.id });
    expect(await exists(sale!.id)).toBe(false);
  });

  it("links imported listings to an account only by a confirmed address", async () => {
    const unconfirmed = await createTestAgent(OWNER, "Olive Owner", { status: "pending", emailVerified: false });
    await importListingRecords([{ line: 1, record }]);
    expect((await getDb().select({ agentId: listings.agentId }).from(listings))[0]).toEqual({ agentId: null });
    await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unconfirmed.id));
    await importListingRecords([{ line: 1, record: { ...record, ListPrice: 1_200_000 } }]);
    expect((await getDb().select({ agentId: listings.agentId }).from(listings))[0]).toEqual({ agentId: unconfirmed.id });
  });
});

describe("listingOwnedBy", () => {
  it("owns by account always, and by agent e-mail (any case) only with a confirmed address", async () => {
    const agent = await createTestAgent("dana@example.test", "Dana");
    const byAccount = await createTestListing({ title: "By account", agentId: agent.id });
    const byEmail = await createTestListing({ title: "By e-mail", listAgentEmail: "DANA@Example.test", listAgentName: "Dana" });
    await createTestListing({ title: "Someone else's", listAgentEmail: "jordan@example.test", listAgentName: "Jordan" });
    await createTestListing({ title: "Nobody's", listAgentEmail: null, listAgentName: null });
    const owned = async (emailVerified: boolean) =>
      (await getDb().select({ title: listings.title }).from(listings).where(listingOwnedBy({ id: agent.id, email: agent.email, emailVerified })))
        .map((row) => row.title)
        .sort();
    expect(await owned(true)).toEqual([byAccount.title, byEmail.title].sort());
    expect(await owned(false)).toEqual([byAccount.title]);
  });
});
