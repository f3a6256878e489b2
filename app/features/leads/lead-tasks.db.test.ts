import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { mailOutbox } from "~/features/mail/outbox.table";
import { leadTaskDigests, leadTasks } from "./lead.table";
import { LEAD_MESSAGES } from "./lead-rules";
import { addLeadTask, listOverdueTasks, setLeadTaskDone } from "./lead-tasks.server";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { getLead } from "./read-leads.server";
import { sendEnquiry } from "./send-enquiry.server";
import { sendTaskDigests } from "./task-digest.server";

// NOW is Saturday 1 March 2031, 9:00 on St. John.
const TODAY = "2031-03-01";
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const days = (count: number) => new Date(NOW.getTime() + count * 86_400_000);

async function leadOfMaya() {
  const agents = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: agents.mayaListing.id, ...buyer, showingTimes: [] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  await getDb().delete(mailOutbox);
  return { ...agents, leadId: sent.id };
}

describe("tasks on a lead", () => {
  it("are added with a due day from today on, done and undone, each on the timeline", async () => {
    const { maya, leadId } = await leadOfMaya();
    const added = await addLeadTask(viewerOf(maya), leadId, { title: "  Send   disclosures ", dueOn: "2031-03-04" }, NOW);
    if (!added.success) throw new Error(added.error);
    expect((await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: TODAY }, minutes(1))).success).toBe(true);

    expect(await setLeadTaskDone(viewerOf(maya), leadId, added.id, true, minutes(2))).toEqual({ success: true, id: added.id });
    expect(await setLeadTaskDone(viewerOf(maya), leadId, added.id, true, minutes(3))).toMatchObject({ code: "conflict", error: LEAD_MESSAGES.taskAlreadyDone });
    expect(await setLeadTaskDone(viewerOf(maya), leadId, added.id, false, minutes(4))).toEqual({ success: true, id: added.id });

    const lead = await getLead(viewerOf(maya), leadId);
    if (!lead.success) throw new Error(lead.error);
    expect(lead.data.tasks.map((task) => [task.title, task.dueOn, task.doneAt])).toEqual([
      ["Follow up", TODAY, null],
      ["Send disclosures", "2031-03-04", null],
    ]);
    expect(lead.data.events.filter((event) => event.kind.startsWith("task_")).map((event) => [event.kind, event.detail])).toEqual([
      ["task_added", "Send disclosures (due Mar 4, 2031)"],
      ["task_added", "Follow up (due Mar 1, 2031)"],
      ["task_done", "Send disclosures"],
      ["task_reopened", "Send disclosures"],
    ]);
  });

  it("refuses a due day in the past, a missing title, another agent's lead and another lead's task, and stores nothing", async () => {
    const { maya, omar, leadId } = await leadOfMaya();
    expect(await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: "2031-02-28" }, NOW)).toEqual({
      success: false,
      error: LEAD_MESSAGES.taskDuePast,
      fieldErrors: { dueOn: LEAD_MESSAGES.taskDuePast },
    });
    expect(await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: "2031-02-30" }, NOW)).toMatchObject({ fieldErrors: { dueOn: LEAD_MESSAGES.taskDueInvalid } });
    expect(await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: "2034-01-01" }, NOW)).toMatchObject({ fieldErrors: { dueOn: LEAD_MESSAGES.taskDueTooFar } });
    expect(await addLeadTask(viewerOf(maya), leadId, { title: " ", dueOn: TODAY }, NOW)).toMatchObject({ fieldErrors: { title: LEAD_MESSAGES.taskTitleEmpty } });
    expect(await addLeadTask(viewerOf(omar), leadId, { title: "Mine", dueOn: TODAY }, NOW)).toMatchObject({ code: "not_found" });
    expect(await getDb().select().from(leadTasks)).toEqual([]);

    const task = await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: TODAY }, NOW);
    if (!task.success) throw new Error(task.error);
    expect(await setLeadTaskDone(viewerOf(omar), leadId, task.id, true, NOW)).toMatchObject({ code: "not_found", error: LEAD_MESSAGES.notFound });
    const other = await sendEnquiry({ listingId: (await secondListingOf(maya.id))!, ...buyer, showingTimes: [] }, { now: NOW });
    if (!other.success) throw new Error(other.error);
    expect(await setLeadTaskDone(viewerOf(maya), other.id, task.id, true, NOW)).toMatchObject({ code: "not_found", error: LEAD_MESSAGES.taskNotFound });
    expect((await getDb().select().from(leadTasks))[0]!.doneAt).toBeNull();
  });

  it("show on the overview once overdue: an agent's own, an administrator's all", async () => {
    const { maya, omar, leadId } = await leadOfMaya();
    await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: TODAY }, NOW);
    await addLeadTask(viewerOf(maya), leadId, { title: "Send disclosures", dueOn: "2031-03-03" }, NOW);
    expect(await listOverdueTasks(viewerOf(maya), NOW)).toEqual({ success: true, data: { tasks: [], total: 0 } });

    const later = await listOverdueTasks(viewerOf(maya), days(2));
    expect(later.success && later.data.tasks.map((task) => [task.title, task.dueOn, task.listingTitle, task.buyerName])).toEqual([
      ["Follow up", TODAY, "Sea Grape Cottage", buyer.name],
    ]);
    expect(await listOverdueTasks(viewerOf(omar), days(2))).toEqual({ success: true, data: { tasks: [], total: 0 } });
    const admin = await listOverdueTasks(viewerOf(omar, "admin"), days(2));
    expect(admin.success && admin.data).toMatchObject({ total: 1, tasks: [{ title: "Follow up", agentName: "Maya Charles" }] });
  });
});

/** Another approved listing of the agent's, for a second lead. */
async function secondListingOf(agentId: string) {
  const listing = await createTestListing({ title: "Second Cottage", agentId });
  return listing.id;
}

describe("the daily e-mail of tasks due", () => {
  it("goes to each agent once per island day, after the hour, with today's and overdue tasks, whichever process sends", async () => {
    const { maya, leadId } = await leadOfMaya();
    await addLeadTask(viewerOf(maya), leadId, { title: "Follow up", dueOn: TODAY }, NOW);
    await addLeadTask(viewerOf(maya), leadId, { title: "Send disclosures", dueOn: "2031-03-02" }, NOW);
    const done = await addLeadTask(viewerOf(maya), leadId, { title: "Call the lender", dueOn: TODAY }, NOW);
    if (!done.success) throw new Error(done.error);
    await setLeadTaskDone(viewerOf(maya), leadId, done.id, true, NOW);
    await getDb().delete(mailOutbox);

    // 9:00 on the island: before a 10 o'clock digest nothing goes.
    expect(await sendTaskDigests({ hour: 10, now: NOW })).toBe(0);

    // Two processes at once, then again later: one e-mail.
    const [first, second] = await Promise.all([sendTaskDigests({ hour: 7, now: NOW }), sendTaskDigests({ hour: 7, now: NOW })]);
    expect(first + second).toBe(1);
    expect(await sendTaskDigests({ hour: 7, now: new Date(NOW.getTime() + 3 * 3_600_000) })).toBe(0);
    const mails = await getDb().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: maya.email, subject: "Your lead tasks for Sat, Mar 1, 2031: 1 due today" });
    expect(mails[0]!.text).toContain("- Follow up: Sea Grape Cottage, Ada Lovelace");
    expect(mails[0]!.text).not.toContain("Send disclosures");
    expect(mails[0]!.text).not.toContain("Call the lender");
    expect(await getDb().select().from(leadTaskDigests)).toEqual([expect.objectContaining({ agentId: maya.id, day: TODAY })]);

    // The next day: a new e-mail, the missed task now overdue.
    expect(await sendTaskDigests({ hour: 7, now: days(1) })).toBe(1);
    const next = (await getDb().select().from(mailOutbox)).find((mail) => mail.subject.includes("Mar 2"));
    expect(next?.subject).toBe("Your lead tasks for Sun, Mar 2, 2031: 1 due today, 1 overdue");
    expect(next?.text).toMatch(/Overdue:\n- Follow up: Sea Grape Cottage, Ada Lovelace \(due Mar 1, 2031\)/);
  });
});
