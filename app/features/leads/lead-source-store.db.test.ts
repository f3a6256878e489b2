import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { buyer, NOW, twoAgentsWithListings } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";
import { countLeadsByChannel, readLeadSource } from "./lead-source-store.server";
import { leadSources } from "./lead-source.table";

const DAY = 24 * 60 * 60 * 1000;

async function enquire(firstTouch: unknown) {
  const { mayaListing } = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: mayaListing.id, ...buyer }, { now: NOW, firstTouch });
  if (!sent.success) throw new Error(sent.error);
  return sent.id;
}

describe("a lead's first touch", () => {
  it("is stored with the enquiry, cleaned and capped, and read back for the lead's page", async () => {
    const id = await enquire(
      JSON.stringify({
        campaign: { utm_source: "google", utm_medium: "cpc", utm_campaign: `winter-${"x".repeat(300)}`, utm_term: "villa\u0000" },
        referrer: "https://www.google.com/search?q=private",
        landing: "/villa/sea-breeze?utm_source=google",
        at: NOW.getTime() - 3 * DAY,
      }),
    );
    const [row] = await getDb().select().from(leadSources);
    expect(row).toMatchObject({
      leadId: id,
      channel: "Google Ads",
      utmSource: "google",
      utmMedium: "cpc",
      utmTerm: null,
      referrer: "https://www.google.com/search",
      landingPath: "/villa/sea-breeze",
      firstSeenAt: new Date(NOW.getTime() - 3 * DAY),
    });
    expect(row!.utmCampaign).toHaveLength(100);
    const source = await readLeadSource(id);
    expect(source?.channel).toBe("Google Ads");
    expect(source?.touch.landing).toBe("/villa/sea-breeze");
  });

  it("is simply not recorded when the form carried nothing usable, and the enquiry still goes through", async () => {
    const { mayaListing } = await twoAgentsWithListings();
    for (const raw of [null, "{", JSON.stringify({ campaign: { utm_source: "\u0000" } }), "x".repeat(50_000), { landing: 7 }]) {
      expect(await sendEnquiry({ listingId: mayaListing.id, ...buyer }, { now: NOW, firstTouch: raw })).toMatchObject({ success: true });
    }
    expect(await getDb().select().from(leadSources)).toEqual([]);
  });

  it("counts leads by channel over a window, with the rest as not recorded", async () => {
    const { mayaListing } = await twoAgentsWithListings();
    const send = (firstTouch: unknown, now = NOW) => sendEnquiry({ listingId: mayaListing.id, ...buyer }, { now, firstTouch });
    await send({ campaign: { utm_source: "google", utm_medium: "cpc" }, landing: "/" });
    await send({ campaign: { gclid: "abc" }, landing: "/" });
    await send({ referrer: "https://www.facebook.com/", landing: "/" });
    await send(null);
    await send({ campaign: { utm_source: "google", utm_medium: "cpc" } }, new Date(NOW.getTime() - 40 * DAY));
    expect(await countLeadsByChannel(new Date(NOW.getTime() - 30 * DAY), 4)).toEqual([
      { key: "Google Ads", count: 2 },
      { key: "Facebook", count: 1 },
      { key: "Not recorded", count: 1 },
    ]);
  });
});
