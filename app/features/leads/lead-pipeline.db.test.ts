import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestBuyer } from "~/features/saved-searches/saved-search-test-data";
import { getDb } from "~/shared/db/client.server";
import { leadTasks } from "./lead.table";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { loadPipeline } from "./lead-pipeline.server";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { seedDemoLeads } from "./seed-leads.server";
import { sendEnquiry } from "./send-enquiry.server";

// NOW is Saturday 1 March 2031, 9:00 on St. John.
const days = (count: number) => new Date(NOW.getTime() + count * 86_400_000);

async function enquiryAbout(listingId: string, email: string) {
  const sent = await sendEnquiry({ listingId, ...buyer, email, showingTimes: [] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  return sent.id;
}

async function task(viewer: ReturnType<typeof viewerOf>, leadId: string, title: string, dueOn: string) {
  const added = await addLeadTask(viewer, leadId, { title, dueOn }, NOW);
  if (!added.success) throw new Error(added.error);
  return added.id;
}

async function cardsOf(viewer: ReturnType<typeof viewerOf>, now: Date) {
  const pipeline = await loadPipeline(viewer, now);
  if (!pipeline.success) throw new Error(pipeline.error);
  return new Map(pipeline.data.flatMap((column) => column.cards).map((card) => [card.id, { open: card.openTasks, overdue: card.overdueTasks }]));
}

describe("the pipeline's cards", () => {
  it("show each lead's open tasks and those due on an island day before today", async () => {
    const { maya, omar, mayaListing, omarListing } = await twoAgentsWithListings();
    const busy = await enquiryAbout(mayaListing.id, "busy@example.com");
    const idle = await enquiryAbout(mayaListing.id, "idle@example.com");
    const omars = await enquiryAbout(omarListing.id, "omar-buyer@example.com");
    await task(viewerOf(maya), busy, "Call back", "2031-03-01");
    await task(viewerOf(maya), busy, "Send disclosures", "2031-03-03");
    const done = await task(viewerOf(maya), busy, "Book the showing", "2031-03-02");
    await setLeadTaskDone(viewerOf(maya), busy, done, true, NOW);
    await task(viewerOf(omar), omars, "Ask about financing", "2031-03-02");

    expect(await cardsOf(viewerOf(maya), NOW)).toEqual(
      new Map([
        [busy, { open: 2, overdue: 0 }],
        [idle, { open: 0, overdue: 0 }],
      ]),
    );
    // Two days on, 1 March's task is overdue; 3 March's is due today, not overdue; the done one counts nowhere.
    expect((await cardsOf(viewerOf(maya), days(2))).get(busy)).toEqual({ open: 2, overdue: 1 });
    // Just before midnight on the island on 2 March (04:00 UTC on the 3rd), 2 March is still today.
    expect((await cardsOf(viewerOf(omar), new Date("2031-03-03T03:59:00Z"))).get(omars)).toEqual({ open: 1, overdue: 0 });
    expect((await cardsOf(viewerOf(omar), new Date("2031-03-03T04:01:00Z"))).get(omars)).toEqual({ open: 1, overdue: 1 });

    const all = await cardsOf(viewerOf(maya, "admin"), days(2));
    expect([all.get(busy), all.get(omars)]).toEqual([
      { open: 2, overdue: 1 },
      { open: 1, overdue: 1 },
    ]);
    expect(await getDb().select().from(leadTasks).where(eq(leadTasks.leadId, idle))).toEqual([]);
  });

  it("show the demo office's late follow-up as overdue, and its done task nowhere", async () => {
    const { maya } = await twoAgentsWithListings();
    await seedDemoLeads(getDb(), (await createTestBuyer()).id, NOW);

    const pipeline = await loadPipeline(viewerOf(maya, "admin"), NOW);
    if (!pipeline.success) throw new Error(pipeline.error);
    const cards = pipeline.data.flatMap((column) => column.cards);
    expect(cards.find((card) => card.name === "Marcus Obi")).toMatchObject({ openTasks: 1, overdueTasks: 1 });
    expect(cards.filter((card) => card.overdueTasks > 0).map((card) => card.name)).toEqual(["Marcus Obi"]);
  });
});
