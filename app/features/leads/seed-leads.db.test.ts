import { describe, expect, it } from "vitest";
import { seedDemoFavourites } from "~/features/favourites/index.server";
import { leadSources } from "./lead-source.table";
import { createTestBuyer } from "~/features/saved-searches/saved-search-test-data";
import { seedDemoSavedSearches } from "~/features/saved-searches/index.server";
import { getDb } from "~/shared/db/client.server";
import { leadEvents, leads, leadTasks, showings } from "./lead.table";
import { loadLeadOrigin } from "./lead-origin.server";
import { NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { seedDemoLeads } from "./seed-leads.server";

describe("the demo leads", () => {
  it("put a lead in every status with notes, showings, tasks and sources, one from the demo buyer with saved homes and searches, once", async () => {
    const { maya } = await twoAgentsWithListings();
    const buyer = await createTestBuyer();
    expect(await seedDemoFavourites(getDb(), buyer.id)).toBe(2);
    expect(await seedDemoSavedSearches(buyer)).toBe(2);
    expect(await seedDemoLeads(getDb(), buyer.id, NOW)).toBe(6);

    const rows = await getDb().select().from(leads);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["new", "contacted", "showing_booked", "lost"]));
    expect((await getDb().select().from(leadEvents)).filter((event) => event.kind === "note").length).toBeGreaterThanOrEqual(4);
    expect((await getDb().select().from(showings)).map((showing) => showing.status).sort()).toEqual(["confirmed", "requested"]);
    const tasks = await getDb().select().from(leadTasks);
    expect(tasks).toHaveLength(4);
    expect(tasks.filter((task) => task.doneAt === null && task.dueOn < "2031-03-01")).toHaveLength(1); // one overdue
    const channels = (await getDb().select().from(leadSources)).map((row) => row.channel).sort();
    expect(channels).toEqual(["Direct", "Email", "Facebook ads", "Google", "Google Ads", "Referral: stjohnbeachguide.com"]);
    // Answered leads have a first response, so the overview's median has something to show.
    expect(rows.filter((row) => row.status !== "new").every((row) => row.firstResponseAt !== null)).toBe(true);

    const fromBuyer = rows.find((row) => row.buyerId === buyer.id)!;
    const origin = await loadLeadOrigin(viewerOf(maya, "admin"), fromBuyer.id);
    expect(origin).toMatchObject({ success: true, data: { buyer: { favourites: [{}, {}], searches: [{ name: "Three bedrooms under $2.5M" }, { name: "Land with a view" }] } } });

    expect(await seedDemoLeads(getDb(), buyer.id, NOW)).toBe(0);
    expect(await seedDemoFavourites(getDb(), buyer.id)).toBe(0);
    expect(await seedDemoSavedSearches(buyer)).toBe(0);
  });
});
