import { afterEach, describe, expect, it } from "vitest";
import { getConnection } from "~/shared/db/client.server";
import { noticesDelivered } from "../../../tests/setup/notices-delivered";
import { followLeadWorkChanges, LEAD_WORK_CHANGES_CHANNEL, loadKeptTodaysLeadWork } from "./kept-lead-work.server";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});


async function enquiry(listingId: string, name: string, email: string) {
  const sent = await sendEnquiry({ listingId, ...buyer, name, email, showingTimes: [] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  return sent.id;
}

const titles = async (viewer: ReturnType<typeof viewerOf>, now = NOW) => {
  const work = await loadKeptTodaysLeadWork(viewer, now);
  return { leads: work.newLeads.items.map((lead) => lead.name), tasks: work.tasks.items.map((task) => task.title) };
};

describe(`an agent's kept Today on ${getConnection().engine}`, () => {
  it("shows a new lead and a task marked done once their notice is heard, and is kept per agent", async () => {
    stops.push(await followLeadWorkChanges());
    const { maya, omar, mayaListing } = await twoAgentsWithListings();
    const mayaViewer = viewerOf(maya);
    const leadId = await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com");
    const added = await addLeadTask(mayaViewer, leadId, { title: "Send the survey", dueOn: "2031-03-01" }, NOW);
    if (!added.success) throw new Error(added.error);
    await noticesDelivered(LEAD_WORK_CHANGES_CHANNEL);
    expect(await titles(mayaViewer)).toEqual({ leads: ["Grace Hopper"], tasks: ["Send the survey"] });
    expect(await titles(viewerOf(omar))).toEqual({ leads: [], tasks: [] });

    await enquiry(mayaListing.id, "Alan Turing", "alan@example.com");
    await noticesDelivered(LEAD_WORK_CHANGES_CHANNEL);
    expect((await titles(mayaViewer)).leads.sort()).toEqual(["Alan Turing", "Grace Hopper"]);

    const done = await setLeadTaskDone(mayaViewer, leadId, added.id, true, NOW);
    expect(done.success).toBe(true);
    await noticesDelivered(LEAD_WORK_CHANGES_CHANNEL);
    expect((await titles(mayaViewer)).tasks).toEqual([]);
  });

  it("is read afresh on a new island day", async () => {
    stops.push(await followLeadWorkChanges());
    const { maya, mayaListing } = await twoAgentsWithListings();
    const mayaViewer = viewerOf(maya);
    const leadId = await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com");
    const added = await addLeadTask(mayaViewer, leadId, { title: "Call back", dueOn: "2031-03-02" }, NOW);
    if (!added.success) throw new Error(added.error);
    await noticesDelivered(LEAD_WORK_CHANGES_CHANNEL);
    expect((await titles(mayaViewer)).tasks).toEqual([]);
    // The next island day, when the task falls due.
    expect((await titles(mayaViewer, new Date(NOW.getTime() + 86_400_000))).tasks).toEqual(["Call back"]);
  });

  it("is not kept while the process does not follow the changes", async () => {
    const { maya, mayaListing } = await twoAgentsWithListings();
    const mayaViewer = viewerOf(maya);
    expect((await titles(mayaViewer)).leads).toEqual([]);
    await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com");
    expect((await titles(mayaViewer)).leads).toEqual(["Grace Hopper"]);
  });
});
