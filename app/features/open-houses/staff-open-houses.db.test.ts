import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/accounts/index.server";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import { agentUser } from "~/features/listing-submissions/agent-listing-test-data";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { FORBIDDEN_MESSAGE } from "~/shared/access/permissions";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { openHouses } from "./open-house.table";
import { MAX_OPEN_HOUSES, OPEN_HOUSE_MESSAGES } from "./open-house-rules";
import { loadListingOpenHouses } from "./listing-open-houses.server";
import { replaceFeedOpenHouses } from "./open-houses.server";
import { addOpenHouse, listStaffOpenHouses, removeOpenHouse } from "./staff-open-houses.server";

async function adminUser(): Promise<SessionUser> {
  const admin = await createTestAgent(undefined, "Morgan Hale", { role: "admin" });
  return { id: admin.id, email: admin.email, name: admin.name, role: "admin", status: "active", emailVerified: true };
}

const ownSale = (user: SessionUser, overrides: Parameters<typeof createTestListing>[0] = {}) =>
  createTestListing({ title: "Chocolate Hole House", listPrice: 1_250_000, agentId: user.id, ...overrides });

/** A day a week or more ahead on the island, so no test depends on the hour it runs. */
const day = (offset = 7) => addDays(todayOnIsland(), offset);
const rowsOf = (listingId: string) => getDb().select().from(openHouses).where(eq(openHouses.listingId, listingId));

describe("staff open houses", () => {
  it("lets an agent add one to their own listing, shown on its page and in its JSON-LD, and audited", async () => {
    const agent = await agentUser("open-house@example.test");
    const listing = await ownSale(agent, { area: "Chocolate Hole" });
    const added = await addOpenHouse(agent, listing.id, { date: day(), start: "13:00", end: "15:00", note: "Park on the road" });
    expect(added.success).toBe(true);

    const [row] = await rowsOf(listing.id);
    expect(row).toMatchObject({ source: "staff", createdBy: agent.id, remarks: "Park on the road", startsAt: new Date(`${day()}T17:00:00Z`), endsAt: new Date(`${day()}T19:00:00Z`) });
    const page = await loadListingOpenHouses(listing, "https://example.test/property/x");
    expect(page.items).toEqual([{ startsAt: `${day()}T17:00:00.000Z`, endsAt: `${day()}T19:00:00.000Z`, remarks: "Park on the road" }]);
    expect(JSON.parse(page.jsonLd!)).toEqual([expect.objectContaining({ "@type": "Event", name: "Open house: Chocolate Hole House", startDate: `${day()}T17:00:00.000Z` })]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({ actorId: agent.id, action: "listing.open-house.add", subjectId: listing.id, after: { title: "Chocolate Hole House", remarks: "Park on the road" } });

    const listed = await listStaffOpenHouses(agent, listing.id);
    expect(listed.success && listed.data).toMatchObject({ refusal: null, items: [{ key: row!.openHouseKey, source: "staff" }] });
    expect(await removeOpenHouse(agent, listing.id, row!.openHouseKey)).toEqual({ success: true, id: row!.openHouseKey });
    expect(await rowsOf(listing.id)).toEqual([]);
    expect((await recentAuditEntries())[0]).toMatchObject({ action: "listing.open-house.remove", before: { remarks: "Park on the road" } });
  });

  it("lets an administrator schedule any own listing", async () => {
    const agent = await agentUser("someone-else@example.test");
    const listing = await ownSale(agent);
    const admin = await adminUser();
    expect((await addOpenHouse(admin, listing.id, { date: day(), start: "10:00", end: "12:00", note: "" })).success).toBe(true);
    expect(await rowsOf(listing.id)).toHaveLength(1);
  });

  it("refuses another agent's listing as not found, a buyer and a pending agent as forbidden, and changes nothing", async () => {
    const owner = await agentUser("owner@example.test");
    const listing = await ownSale(owner);
    const other = await agentUser("other@example.test");
    const input = { date: day(), start: "13:00", end: "15:00", note: "" };
    expect(await addOpenHouse(other, listing.id, input)).toMatchObject({ success: false, code: "not_found", error: LISTING_MESSAGES.notFound });
    const buyer: SessionUser = { ...other, role: "buyer" };
    expect(await addOpenHouse(buyer, listing.id, input)).toMatchObject({ success: false, code: "forbidden", error: FORBIDDEN_MESSAGE });
    const pending = await agentUser("pending@example.test", "pending");
    expect(await addOpenHouse(pending, listing.id, input)).toMatchObject({ success: false, code: "forbidden" });
    expect(await addOpenHouse(owner, "not-a-listing", input)).toMatchObject({ success: false, code: "not_found" });
    expect(await rowsOf(listing.id)).toEqual([]);
  });

  it("refuses a listing not yet approved, an MLS feed listing and a rental", async () => {
    const agent = await agentUser("kinds@example.test");
    const input = { date: day(), start: "13:00", end: "15:00", note: "" };
    const pending = await ownSale(agent, { reviewStatus: "pending" });
    expect(await addOpenHouse(agent, pending.id, input)).toMatchObject({ success: false, code: "not_found" });
    const admin = await adminUser();
    const feed = await createTestListing({ listingSource: "mls", listPrice: 900_000 });
    expect(await addOpenHouse(admin, feed.id, input)).toMatchObject({ success: false, code: "conflict", error: OPEN_HOUSE_MESSAGES.mls });
    const rental = await ownSale(agent, { kind: "rental", listPrice: null, nightlyRate: 450, maxGuests: 4, minimumNights: 3 });
    expect(await addOpenHouse(agent, rental.id, input)).toMatchObject({ success: false, code: "conflict", error: OPEN_HOUSE_MESSAGES.notForSale });
    const listed = await listStaffOpenHouses(agent, rental.id);
    expect(listed.success && listed.data.refusal).toBe(OPEN_HOUSE_MESSAGES.notForSale);
  });

  it("refuses bad times with a message on the field, an overlap, and more than the limit", async () => {
    const agent = await agentUser("limits@example.test");
    const listing = await ownSale(agent);
    expect(await addOpenHouse(agent, listing.id, { date: day(), start: "15:00", end: "13:00", note: "" })).toMatchObject({
      success: false,
      fieldErrors: { end: OPEN_HOUSE_MESSAGES.endBeforeStart },
    });
    expect(await addOpenHouse(agent, listing.id, { date: addDays(todayOnIsland(), -1), start: "13:00", end: "15:00", note: "" })).toMatchObject({
      success: false,
      fieldErrors: { start: OPEN_HOUSE_MESSAGES.past },
    });
    for (let index = 0; index < MAX_OPEN_HOUSES; index++) {
      expect((await addOpenHouse(agent, listing.id, { date: day(7 + index), start: "13:00", end: "15:00", note: "" })).success).toBe(true);
    }
    expect(await addOpenHouse(agent, listing.id, { date: day(7), start: "14:00", end: "16:00", note: "" })).toMatchObject({ success: false, error: OPEN_HOUSE_MESSAGES.tooMany });
    await removeOpenHouse(agent, listing.id, (await rowsOf(listing.id))[0]!.openHouseKey);
    expect(await addOpenHouse(agent, listing.id, { date: day(8), start: "14:00", end: "16:00", note: "" })).toMatchObject({
      success: false,
      fieldErrors: { start: OPEN_HOUSE_MESSAGES.overlaps },
    });
    expect(await rowsOf(listing.id)).toHaveLength(MAX_OPEN_HOUSES - 1);
  });

  it("keeps staff open houses when the feed replaces its own, and removes only staff ones", async () => {
    const admin = await adminUser();
    const agent = await agentUser("both@example.test");
    const listing = await ownSale(agent);
    await addOpenHouse(admin, listing.id, { date: day(), start: "13:00", end: "15:00", note: "" });
    const feedStart = new Date(`${day(9)}T14:00:00Z`);
    await replaceFeedOpenHouses(listing.id, [{ key: "OH1", startsAt: feedStart, endsAt: new Date(feedStart.getTime() + 3_600_000), remarks: null }], getDb());
    await replaceFeedOpenHouses(listing.id, [], getDb());
    const rows = await rowsOf(listing.id);
    expect(rows.map((row) => row.source)).toEqual(["staff"]);
    await replaceFeedOpenHouses(listing.id, [{ key: "OH1", startsAt: feedStart, endsAt: new Date(feedStart.getTime() + 3_600_000), remarks: null }], getDb());
    expect(await removeOpenHouse(admin, listing.id, "OH1")).toMatchObject({ success: false, code: "not_found" });
  });
});
