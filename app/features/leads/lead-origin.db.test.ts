import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { saveFavourite } from "~/features/favourites/favourites.server";
import { createTestBuyer, createTestSearch } from "~/features/saved-searches/saved-search-test-data";
import { loadLeadOrigin } from "./lead-origin.server";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";

const DAY = 24 * 60 * 60 * 1000;

describe("loadLeadOrigin", () => {
  it("shows the lead's agent where the buyer first came from and a signed-in buyer's saved homes and searches", async () => {
    const { maya, mayaListing, omarListing } = await twoAgentsWithListings();
    const account = await createTestBuyer();
    expect(await saveFavourite(account.id, omarListing.id, { now: NOW })).toMatchObject({ success: true });
    await createTestSearch(account, "minBeds=3&maxPrice=2000000", "daily", "Three bedrooms");
    const firstTouch = { campaign: { utm_source: "google", utm_campaign: "winter" }, landing: "/properties", at: NOW.getTime() - 2 * DAY };
    const sent = await sendEnquiry({ listingId: mayaListing.id, ...buyer }, { now: NOW, buyerId: account.id, firstTouch });
    if (!sent.success) throw new Error(sent.error);

    const result = await loadLeadOrigin(viewerOf(maya), sent.id);
    if (!result.success) throw new Error(result.error);
    expect(result.data.source).toMatchObject({ channel: "Google", touch: { campaign: { utm_source: "google", utm_campaign: "winter" }, landing: "/properties" } });
    expect(result.data.buyer?.favourites).toMatchObject([{ title: "Hillside Lot", path: `/property/${omarListing.id}`, public: true }]);
    expect(result.data.buyer?.searches).toMatchObject([{ name: "Three bedrooms", frequency: "Daily digest", href: expect.stringMatching(/^\/mls\?.*maxPrice=2000000/) }]);
  });

  it("has no buyer part for an enquiry sent without an account, and hides another agent's lead", async () => {
    const { maya, omar, mayaListing } = await twoAgentsWithListings();
    const sent = await sendEnquiry({ listingId: mayaListing.id, ...buyer }, { now: NOW });
    if (!sent.success) throw new Error(sent.error);
    expect(await loadLeadOrigin(viewerOf(maya), sent.id)).toMatchObject({ success: true, data: { source: null, buyer: null } });
    expect(await loadLeadOrigin(viewerOf(omar), sent.id)).toMatchObject({ success: false, code: "not_found" });
    expect(await loadLeadOrigin(viewerOf(omar, "admin"), sent.id)).toMatchObject({ success: true });
    expect(await loadLeadOrigin({ ...viewerOf(maya), role: "buyer" }, sent.id)).toEqual(forbidden());
    expect(await loadLeadOrigin(viewerOf(maya), "not-a-uuid")).toMatchObject({ success: false, code: "not_found" });
  });
});
