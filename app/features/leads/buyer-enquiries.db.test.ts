import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { users } from "~/features/accounts/user.table";
import { listBuyerEnquiries } from "./buyer-enquiries.server";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";
import { confirmShowing } from "./showing-actions.server";

describe("listBuyerEnquiries", () => {
  it("lists only the buyer's own enquiries, with the showing time once confirmed", async () => {
    const { maya, mayaListing, omarListing } = await twoAgentsWithListings();
    const [account] = await getDb().insert(users).values({ email: buyer.email, name: buyer.name, role: "buyer", status: "active", passwordHash: "x" }).returning();
    const first = await sendEnquiry({ listingId: mayaListing.id, ...buyer, showingTimes: ["2031-03-05T10:30"] }, { now: NOW, buyerId: account!.id });
    await sendEnquiry({ listingId: omarListing.id, ...buyer }, { now: new Date(NOW.getTime() + 60_000), buyerId: account!.id });
    await sendEnquiry({ listingId: omarListing.id, ...buyer, email: "someone@example.com" }, { now: NOW });
    if (!first.success) throw new Error(first.error);

    let list = await listBuyerEnquiries({ id: account!.id, email: buyer.email, emailVerified: false });
    expect(list.success && list.data.map((row) => [row.listingTitle, row.status, row.showingStatus, row.showingAt])).toEqual([
      ["Hillside Lot", "new", null, null],
      ["Sea Grape Cottage", "new", "requested", null],
    ]);
    await confirmShowing(viewerOf(maya), first.id, "2031-03-05T14:30:00.000Z", NOW);
    list = await listBuyerEnquiries({ id: account!.id, email: buyer.email, emailVerified: false });
    expect(list.success && list.data[1]).toMatchObject({ status: "showing_booked", showingAt: new Date("2031-03-05T14:30:00.000Z"), listingPath: `/property/${mayaListing.id}` });
  });

  it("once the buyer has confirmed their address, also lists what they sent from it before signing in", async () => {
    const { mayaListing, omarListing } = await twoAgentsWithListings();
    const [account] = await getDb().insert(users).values({ email: buyer.email, name: buyer.name, role: "buyer", status: "active", passwordHash: "x" }).returning();
    await sendEnquiry({ listingId: mayaListing.id, ...buyer, email: buyer.email.toUpperCase() }, { now: NOW });
    await sendEnquiry({ listingId: omarListing.id, ...buyer, email: "someone@example.com" }, { now: NOW });

    const unconfirmed = await listBuyerEnquiries({ id: account!.id, email: buyer.email, emailVerified: false });
    expect(unconfirmed.success && unconfirmed.data).toEqual([]);
    const confirmed = await listBuyerEnquiries({ id: account!.id, email: buyer.email, emailVerified: true });
    expect(confirmed.success && confirmed.data.map((row) => row.listingTitle)).toEqual(["Sea Grape Cottage"]);
  });
});
