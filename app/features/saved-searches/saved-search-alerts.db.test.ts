import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { listings } from "~/features/listings/listing.table";
import { getDb } from "~/shared/db/client.server";
import { matchSavedSearches } from "./match-saved-searches.server";
import { savedSearchMatches, savedSearches } from "./saved-search.table";
import { approvedByReview, changePrice, createTestBuyer, createTestSearch, queuedAlerts } from "./saved-search-test-data";
import { sendSavedSearchAlerts } from "./send-alerts.server";
import { unsubscribeSearch } from "./unsubscribe.server";
import { unsubscribeToken } from "./unsubscribe-token.server";

/** One run of the alert runner, reading changes up to now. */
async function run(now?: Date) {
  const matched = await matchSavedSearches({ clockMarginMs: 0 });
  const sent = await sendSavedSearchAlerts({ now });
  return { ...matched, ...sent };
}

const matches = () => getDb().select().from(savedSearchMatches);
const linkTo = (id: string) => `/property/${id}`;

describe("matching saved searches", () => {
  it("alerts each search a newly approved listing matches once, and never again in later runs", async () => {
    const buyer = await createTestBuyer();
    const cruzBay = await createTestSearch(buyer, "area=Cruz Bay&minBeds=3");
    const cheap = await createTestSearch(buyer, "maxPrice=500000");
    const keywords = await createTestSearch(buyer, "q=ocean view&status=for-sale");
    const listing = await approvedByReview({ area: "Cruz Bay", bedroomsTotal: 4, listPrice: 900_000, title: "Ocean view house" });

    expect(await run()).toMatchObject({ matches: 2, sent: 2 });
    expect((await matches()).map((row) => row.searchId).sort()).toEqual([cruzBay, keywords].sort());
    expect((await matches()).every((row) => row.sentAt !== null)).toBe(true);
    expect(cheap).toBeTruthy();

    const mails = await queuedAlerts();
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to === buyer.email && mail.text.includes(`${linkTo(listing.id)}`))).toBe(true);

    await changePrice(listing.id, 950_000);
    expect(await run()).toMatchObject({ matches: 0, sent: 0 });
    expect(await queuedAlerts()).toHaveLength(2);
  });

  it("matches a window once when several processes scan at the same time", async () => {
    const buyers = await Promise.all([createTestBuyer(), createTestBuyer(), createTestBuyer()]);
    for (const buyer of buyers) await createTestSearch(buyer, "area=Coral Bay");
    await approvedByReview({ area: "Coral Bay" });
    await approvedByReview({ area: "Coral Bay" });
    const reports = await Promise.all([matchSavedSearches({ clockMarginMs: 0 }), matchSavedSearches({ clockMarginMs: 0 }), matchSavedSearches({ clockMarginMs: 0 })]);
    expect(reports.reduce((sum, report) => sum + report.matches, 0)).toBe(6);
    await Promise.all([sendSavedSearchAlerts(), sendSavedSearchAlerts()]);
    const mails = await queuedAlerts();
    expect(mails.map((mail) => mail.to).sort()).toEqual(buyers.map((buyer) => buyer.email).sort());
    expect(mails.every((mail) => mail.subject.startsWith("2 new listings"))).toBe(true);
  });

  it("alerts when a price change brings a listing into a search", async () => {
    const buyer = await createTestBuyer();
    const listing = await createTestListing({ listPrice: 900_000 });
    await createTestSearch(buyer, "maxPrice=800000");
    expect(await run()).toMatchObject({ matches: 0 });

    await changePrice(listing.id, 780_000);
    expect(await run()).toMatchObject({ matches: 1, sent: 1 });
    const [mail] = await queuedAlerts();
    expect(mail!.text).toContain("$780,000");
    expect(mail!.text).toContain(linkTo(listing.id));
  });

  it("shows an MLS listing with its MLS number and, for another firm's, its listing firm, and the MLS's disclaimer once", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "area=Fish Bay");
    const theirs = await approvedByReview({ area: "Fish Bay", title: "Their Fish Bay house", listingKey: "MLS-77", listOfficeName: "Coral Bay Realty", listedByUs: false });
    const ours = await approvedByReview({ area: "Fish Bay", title: "Our Fish Bay house", listingKey: "MLS-78", listOfficeName: "Sugar Apple Realty", listedByUs: true });
    expect(await run()).toMatchObject({ sent: 1 });
    const [mail] = await queuedAlerts();
    expect(mail!.text).toContain(`MLS #MLS-77\nListing courtesy of Coral Bay Realty.\nhttp://localhost:3000${linkTo(theirs.id)}`);
    expect(mail!.text).toContain(`MLS #MLS-78\nhttp://localhost:3000${linkTo(ours.id)}`);
    expect(mail!.text.match(/Information deemed reliable but not guaranteed\./g)).toHaveLength(1);
  });

  it("does not alert a listing that was already listed when the search was saved, even when it changes later", async () => {
    const buyer = await createTestBuyer();
    const listing = await createTestListing({ area: "Fish Bay" });
    await createTestSearch(buyer, "area=Fish Bay");
    await getDb().update(listings).set({ description: "New photos.", updatedAt: new Date() }).where(eq(listings.id, listing.id));
    expect(await run()).toMatchObject({ matches: 0, sent: 0 });
    expect(await queuedAlerts()).toEqual([]);
  });

  it("sends nothing to a search whose alerts are off, or whose owner has not confirmed the address (its match waits, unsent)", async () => {
    const quiet = await createTestBuyer();
    const unverified = await createTestBuyer({ verified: false });
    await createTestSearch(quiet, "area=Chocolate Hole", "off");
    const waiting = await createTestSearch(unverified, "area=Chocolate Hole");
    await approvedByReview({ area: "Chocolate Hole" });
    expect(await run()).toMatchObject({ matches: 1, sent: 0 });
    expect(await queuedAlerts()).toEqual([]);
    expect(await matches()).toMatchObject([{ searchId: waiting, sentAt: null }]);
  });

  it("does not send a listing again when it leaves a search and comes back", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "maxPrice=800000");
    const listing = await approvedByReview({ listPrice: 750_000 });
    expect(await run()).toMatchObject({ sent: 1 });
    await changePrice(listing.id, 900_000);
    await run();
    await changePrice(listing.id, 700_000);
    expect(await run()).toMatchObject({ matches: 0, sent: 0 });
    expect(await queuedAlerts()).toHaveLength(1);
  });
});

describe("alert e-mails", () => {
  it("gathers several new listings in one digest with their links, the results, the alerts page and a one-click unsubscribe", async () => {
    const buyer = await createTestBuyer();
    const id = await createTestSearch(buyer, "area=Gifft Hill", "instant", "Gifft Hill homes");
    const first = await approvedByReview({ area: "Gifft Hill", title: "Hillside cottage", listPrice: 640_000 });
    const second = await approvedByReview({ area: "Gifft Hill", title: "Sunset villa", listPrice: 1_450_000 });
    expect(await run()).toMatchObject({ matches: 2, sent: 1 });
    const [mail] = await queuedAlerts();
    expect(mail!.subject).toBe("2 new listings for your search “Gifft Hill homes”");
    for (const text of ["Hillside cottage", "$640,000", "Sunset villa", "$1,450,000", "3 beds · 2 baths", linkTo(first.id), linkTo(second.id)]) {
      expect(mail!.text).toContain(text);
    }
    expect(mail!.text).toContain("/mls?area=Gifft+Hill");
    expect(mail!.text).toContain("Manage your alerts: http://localhost:3000/account/searches");
    // The HTML part shows each listing as a card: its title linked to its page, and its price.
    for (const [listing, price] of [[first, "$640,000"], [second, "$1,450,000"]] as const) {
      expect(mail!.html).toContain(`href="http://localhost:3000${linkTo(listing.id)}"`);
      expect(mail!.html).toContain(`>${price}</p>`);
    }
    const token = unsubscribeToken(id);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/alerts/unsubscribe?search=${id}&token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("holds a daily search's matches until a day has passed, then sends them as one digest", async () => {
    const buyer = await createTestBuyer();
    await createTestSearch(buyer, "area=Bordeaux", "daily");
    await approvedByReview({ area: "Bordeaux" });
    await run();
    await approvedByReview({ area: "Bordeaux" });
    expect(await run()).toMatchObject({ matches: 1, sent: 0 });
    expect(await queuedAlerts()).toEqual([]);

    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await run(tomorrow)).toMatchObject({ sent: 1 });
    expect((await queuedAlerts())[0]!.subject).toMatch(/^2 new listings/);
    await approvedByReview({ area: "Bordeaux" });
    expect(await run(tomorrow)).toMatchObject({ matches: 1, sent: 0 });
  });
});

describe("unsubscribing", () => {
  it("refuses a forged or malformed token and changes nothing", async () => {
    const buyer = await createTestBuyer();
    const id = await createTestSearch(buyer, "area=Peter Bay");
    const otherId = await createTestSearch(buyer, "area=Hansen Bay");
    for (const [search, token] of [
      [id, unsubscribeToken(otherId)],
      [id, "forged"],
      [id, `${unsubscribeToken(id)}x`],
      ["not-a-uuid", unsubscribeToken(id)],
      [id, undefined],
      [[id], unsubscribeToken(id)],
    ]) {
      expect(await unsubscribeSearch(search, token)).toMatchObject({ success: false, error: expect.stringContaining("not valid") });
    }
    expect((await getDb().select().from(savedSearches)).map((row) => row.frequency)).toEqual(["instant", "instant"]);
  });

  it("stops the next alert", async () => {
    const buyer = await createTestBuyer();
    const id = await createTestSearch(buyer, "area=Rendezvous");
    await approvedByReview({ area: "Rendezvous" });
    expect(await run()).toMatchObject({ sent: 1 });

    expect(await unsubscribeSearch(id, unsubscribeToken(id))).toMatchObject({ success: true, data: { frequency: "off" } });
    await approvedByReview({ area: "Rendezvous" });
    expect(await run()).toMatchObject({ matches: 0, sent: 0 });
    expect(await queuedAlerts()).toHaveLength(1);
  });
});
