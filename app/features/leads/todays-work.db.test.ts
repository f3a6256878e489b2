import { describe, expect, it } from "vitest";
import { createTestAgent } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { showings } from "./lead.table";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";
import { completeTodayTask, listTodaysLeadWork } from "./todays-work.server";
import { setLeadStatus } from "./update-lead.server";

// NOW is Saturday 1 March 2031, 9:00 on St. John (13:00 UTC); the island keeps UTC−4 all year.
const at = (iso: string) => new Date(iso);

async function enquiry(listingId: string, name: string, email: string, now = NOW) {
  const sent = await sendEnquiry({ listingId, ...buyer, name, email, showingTimes: [] }, { now });
  if (!sent.success) throw new Error(sent.error);
  return sent.id;
}

async function task(viewer: ReturnType<typeof viewerOf>, leadId: string, title: string, dueOn: string, now = NOW) {
  const added = await addLeadTask(viewer, leadId, { title, dueOn }, now);
  if (!added.success) throw new Error(added.error);
  return added.id;
}

async function work(viewer: ReturnType<typeof viewerOf>, now = NOW) {
  const result = await listTodaysLeadWork(viewer, now);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

function doneForm(fields: Record<string, string>) {
  return new Request("http://localhost/agent/agentdashboard?index", { method: "POST", body: new URLSearchParams(fields) });
}

describe("today's lead work", () => {
  it("lists an agent's own new leads, newest first, and drops a lead once it is answered; another agent sees none, an administrator every one", async () => {
    const { maya, omar, mayaListing } = await twoAgentsWithListings();
    const older = await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com", at("2031-02-27T15:00:00Z"));
    const newer = await enquiry(mayaListing.id, "Alan Turing", "alan@example.com");
    const admin = await createTestAgent("office@agents.example", "Morgan Hale", { role: "admin" });

    expect((await work(viewerOf(maya))).newLeads).toEqual({ total: 2, items: [expect.objectContaining({ id: newer, name: "Alan Turing", listingTitle: "Sea Grape Cottage" }), expect.objectContaining({ id: older })] });
    expect((await work(viewerOf(omar))).newLeads).toEqual({ total: 0, items: [] });
    expect((await work(viewerOf(admin, "admin"))).newLeads.items.map((lead) => lead.id)).toEqual([newer, older]);

    expect((await setLeadStatus(viewerOf(maya), older, "contacted", NOW)).success).toBe(true);
    expect((await work(viewerOf(maya))).newLeads.items.map((lead) => lead.id)).toEqual([newer]);
  });

  it("lists open tasks due today or overdue by the island's calendar, oldest first, not tomorrow's nor done ones", async () => {
    const { maya, omar, mayaListing, omarListing } = await twoAgentsWithListings();
    const mine = await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com", at("2031-02-25T15:00:00Z"));
    const theirs = await enquiry(omarListing.id, "Alan Turing", "alan@example.com");
    const overdue = await task(viewerOf(maya), mine, "Send disclosures", "2031-02-27", at("2031-02-25T15:00:00Z"));
    const dueToday = await task(viewerOf(maya), mine, "Call back", "2031-03-01");
    await task(viewerOf(maya), mine, "Tomorrow's follow-up", "2031-03-02");
    const done = await task(viewerOf(maya), mine, "Already done", "2031-03-01");
    expect((await setLeadTaskDone(viewerOf(maya), mine, done, true, NOW)).success).toBe(true);
    await task(viewerOf(omar), theirs, "Omar's call", "2031-03-01");

    const tasks = (await work(viewerOf(maya))).tasks;
    expect(tasks.total).toBe(2);
    expect(tasks.items.map((item) => [item.id, item.title, item.overdue, item.leadId, item.buyerName])).toEqual([
      [overdue, "Send disclosures", true, mine, "Grace Hopper"],
      [dueToday, "Call back", false, mine, "Grace Hopper"],
    ]);
    expect((await work(viewerOf(omar))).tasks.items.map((item) => item.title)).toEqual(["Omar's call"]);

    // 03:59 UTC on 2 March is still 1 March on the island: tomorrow's task is not due yet, and today's is not overdue.
    const lateEvening = await work(viewerOf(maya), at("2031-03-02T03:59:00Z"));
    expect(lateEvening.today).toBe("2031-03-01");
    expect(lateEvening.tasks.items.map((item) => [item.title, item.overdue])).toEqual([
      ["Send disclosures", true],
      ["Call back", false],
    ]);
    // At the island's midnight it is: yesterday's task turns overdue.
    const midnight = await work(viewerOf(maya), at("2031-03-02T04:00:00Z"));
    expect(midnight.today).toBe("2031-03-02");
    expect(midnight.tasks.items.map((item) => [item.title, item.overdue])).toEqual([
      ["Send disclosures", true],
      ["Call back", true],
      ["Tomorrow's follow-up", false],
    ]);
  });

  it("lists the confirmed showings of the island day, earliest first, however the UTC date falls", async () => {
    const { maya, omar, mayaListing, omarListing } = await twoAgentsWithListings();
    const mine = await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com");
    const other = await enquiry(mayaListing.id, "Alan Turing", "alan@example.com");
    const theirs = await enquiry(omarListing.id, "Ada Byron", "ada.b@example.com");
    const showing = (leadId: string, startsAt: string, status: "requested" | "confirmed" | "cancelled" = "confirmed") => ({
      leadId,
      preferredTimes: [at(startsAt)],
      startsAt: status === "requested" ? null : at(startsAt),
      status,
    });
    const rows = await getDb()
      .insert(showings)
      .values([
        showing(mine, "2031-03-02T03:30:00Z"), // 11:30 PM on 1 March on the island (2 March in UTC)
        showing(other, "2031-03-01T04:00:00Z"), // the island's midnight starting 1 March
        showing(mine, "2031-03-01T03:59:00Z"), // 11:59 PM on 28 February
        showing(mine, "2031-03-02T04:00:00Z"), // the island's midnight starting 2 March
        showing(other, "2031-03-01T18:00:00Z", "cancelled"),
        showing(mine, "2031-03-01T18:00:00Z", "requested"),
        showing(theirs, "2031-03-01T15:00:00Z"),
      ])
      .returning({ id: showings.id });

    const today = (await work(viewerOf(maya))).showings;
    expect(today.total).toBe(2);
    expect(today.items.map((item) => [item.id, item.leadId, item.buyerName])).toEqual([
      [rows[1]!.id, other, "Alan Turing"],
      [rows[0]!.id, mine, "Grace Hopper"],
    ]);
    expect((await work(viewerOf(omar))).showings.items.map((item) => item.id)).toEqual([rows[6]!.id]);
  });

  it("refuses anyone who does not handle leads", async () => {
    const visitor = await createTestAgent("buyer@people.example", "Pat Buyer", { role: "buyer" });
    expect(await listTodaysLeadWork({ ...viewerOf(visitor), role: "buyer" }, NOW)).toMatchObject({ success: false, code: "forbidden" });
  });
});

describe("marking a task done from today's view", () => {
  it("marks the agent's own task done and refuses another agent's task or another intent", async () => {
    const { maya, omar, mayaListing } = await twoAgentsWithListings();
    const leadId = await enquiry(mayaListing.id, "Grace Hopper", "grace@example.com");
    const taskId = await task(viewerOf(maya), leadId, "Call back", "2031-03-01");

    expect(await completeTodayTask(viewerOf(omar), doneForm({ intent: "task_done", leadId, taskId }))).toMatchObject({ status: 404 });
    expect(await completeTodayTask(viewerOf(maya), doneForm({ intent: "task_undone", leadId, taskId }))).toMatchObject({ status: 400 });
    expect((await work(viewerOf(maya))).tasks.total).toBe(1);

    expect(await completeTodayTask(viewerOf(maya), doneForm({ intent: "task_done", leadId, taskId }))).toEqual({ status: 200, body: { done: "Task marked done." } });
    expect((await work(viewerOf(maya))).tasks.total).toBe(0);
  });
});
