import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/features/accounts/user.table";
import { auditLog } from "~/features/audit/audit.table";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { handOffUnansweredLeads } from "./hand-off-leads.server";
import { leadEvents, leads } from "./lead.table";
import { LEAD_MESSAGES } from "./lead-rules";
import { buyer, NOW, viewerOf } from "./lead-test-helpers";
import { getLead } from "./read-leads.server";
import { reassignLead } from "./reassign-lead.server";
import { sendEnquiry } from "./send-enquiry.server";
import { addLeadNote } from "./update-lead.server";

const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

/** Three active agents and another firm's feed listing (no agent of ours): its enquiries come to the office. */
async function officeWithThreeAgents() {
  const maya = await createTestAgent("maya@agents.example", "Maya Charles");
  const omar = await createTestAgent("omar@agents.example", "Omar Penn");
  const lena = await createTestAgent("lena@agents.example", "Lena Brin");
  const admin = await createTestAgent("admin@office.example", "Morgan Hale", { role: "admin" });
  const feedListing = await createTestListing({ title: "Another Firm's Villa", agentId: null, listAgentEmail: null, listAgentName: null });
  const mayaListing = await createTestListing({ title: "Sea Grape Cottage", agentId: maya.id });
  return { maya, omar, lena, admin, feedListing, mayaListing, agents: [maya, omar, lena] };
}

async function enquire(listingId: string, now = NOW) {
  const sent = await sendEnquiry({ listingId, ...buyer, showingTimes: [] }, { now });
  if (!sent.success) throw new Error(sent.error);
  const [lead] = await getDb().select().from(leads).where(eq(leads.id, sent.id));
  return lead!;
}

describe("the office rotation", () => {
  it("deals office leads to the active agents in turn, tells the agent and says so on the timeline; a listing's own agent keeps theirs", async () => {
    const { maya, feedListing, mayaListing, agents } = await officeWithThreeAgents();
    const dealt: string[] = [];
    for (let index = 0; index < 6; index += 1) dealt.push((await enquire(feedListing.id, minutes(index))).agentId!);
    const ids = agents.map((agent) => agent.id);
    expect(new Set(dealt.slice(0, 3))).toEqual(new Set(ids));
    expect(dealt.slice(3)).toEqual(dealt.slice(0, 3));

    const own = await enquire(mayaListing.id);
    expect(own).toMatchObject({ agentId: maya.id, routing: "listing" });

    const first = await getDb().select().from(leads).where(eq(leads.agentId, dealt[0]!)).orderBy(leads.createdAt);
    expect(first[0]).toMatchObject({ routing: "rotation", assignedAt: NOW });
    const events = await getDb().select().from(leadEvents).where(eq(leadEvents.leadId, first[0]!.id));
    const agentName = agents.find((agent) => agent.id === dealt[0])!.name;
    expect(events.map((event) => [event.kind, event.detail])).toEqual([
      ["received", null],
      ["assigned", agentName],
    ]);
    const notified = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, first[0]!.agentEmail!));
    expect(notified[0]!.text).toContain("the office rotation gave it to you");
  });

  it("gives two leads arriving at once to two agents, and passes over an agent who is not active", async () => {
    const { omar, feedListing } = await officeWithThreeAgents();
    const [one, two] = await Promise.all([enquire(feedListing.id), enquire(feedListing.id)]);
    expect(one!.agentId).not.toBe(two!.agentId);

    await getDb().update(users).set({ status: "disabled" }).where(eq(users.id, omar.id));
    const next = [];
    for (let index = 0; index < 4; index += 1) next.push((await enquire(feedListing.id)).agentId);
    expect(next).not.toContain(omar.id);
    expect(new Set(next).size).toBe(2);
  });
});

describe("an unanswered office lead", () => {
  it("goes to the next agent after the set time, once across processes, with the timeline saying so and the new agent told", async () => {
    const { feedListing, agents } = await officeWithThreeAgents();
    const lead = await enquire(feedListing.id);
    await getDb().delete(mailOutbox);
    expect(await handOffUnansweredLeads({ minutes: 60, now: minutes(59) })).toBe(0);

    const [one, two] = await Promise.all([handOffUnansweredLeads({ minutes: 60, now: minutes(61) }), handOffUnansweredLeads({ minutes: 60, now: minutes(61) })]);
    expect(one + two).toBe(1);
    const [moved] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(moved).toMatchObject({ routing: "handoff", assignedAt: minutes(61) });
    expect(moved!.agentId).not.toBe(lead.agentId);
    const previous = agents.find((agent) => agent.id === lead.agentId)!;
    const next = agents.find((agent) => agent.id === moved!.agentId)!;
    expect(moved!.agentEmail).toBe(next.email);
    const [handedOff] = await getDb().select().from(leadEvents).where(eq(leadEvents.kind, "handed_off"));
    expect(handedOff!.detail).toBe(`To ${next.name}: ${previous.name} had not answered in 60 minutes`);
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: next.email, subject: "Lead for you: Another Firm's Villa" });
    expect(mail!.text).toContain(`This lead was handed to you: ${previous.name} had not answered it in time.`);

    // The previous agent no longer sees it; the new one does.
    expect(await getLead(viewerOf(previous), lead.id)).toMatchObject({ code: "not_found" });
    expect((await getLead(viewerOf(next), lead.id)).success).toBe(true);

    // Once past every other agent, it stays.
    expect(await handOffUnansweredLeads({ minutes: 60, now: minutes(122) })).toBe(1);
    expect(await handOffUnansweredLeads({ minutes: 60, now: minutes(183) })).toBe(0);
  });

  it("stays with an agent who answered it, and a listing's own lead is never handed on", async () => {
    const { feedListing, mayaListing, agents } = await officeWithThreeAgents();
    const answered = await enquire(feedListing.id);
    const own = await enquire(mayaListing.id);
    const holder = agents.find((agent) => agent.id === answered.agentId)!;
    expect((await addLeadNote(viewerOf(holder), answered.id, "Called, left a message.", minutes(30))).success).toBe(true);
    expect(await handOffUnansweredLeads({ minutes: 60, now: minutes(90) })).toBe(0);
    expect((await getDb().select().from(leads).where(eq(leads.id, own.id)))[0]!.agentId).toBe(own.agentId);
  });
});

describe("reassigning a lead", () => {
  it("is for administrators only: the new agent is e-mailed, the timeline and the audit log say so, and the lead leaves the old agent", async () => {
    const { maya, omar, admin, mayaListing } = await officeWithThreeAgents();
    const lead = await enquire(mayaListing.id);
    await getDb().delete(mailOutbox);

    expect(await reassignLead(viewerOf(maya), lead.id, omar.id, minutes(5))).toMatchObject({ success: false, code: "forbidden" });
    expect((await getDb().select().from(leads))[0]!.agentId).toBe(maya.id);

    const asAdmin = viewerOf(admin, "admin");
    expect(await reassignLead(asAdmin, lead.id, omar.id, minutes(5))).toEqual({ success: true, id: lead.id });
    const [moved] = await getDb().select().from(leads);
    expect(moved).toMatchObject({ agentId: omar.id, agentEmail: omar.email, routing: "admin", assignedAt: minutes(5) });
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: omar.email, subject: "Lead for you: Sea Grape Cottage" });
    expect(mail!.text).toContain("Morgan Hale gave you this lead.");
    const [audit] = await getDb().select().from(auditLog);
    expect(audit).toMatchObject({ action: "lead.reassign", subjectId: lead.id, actorEmail: admin.email, before: { agentId: maya.id }, after: { agentId: omar.id } });
    const timeline = await getLead(asAdmin, lead.id);
    expect(timeline.success && timeline.data.events.at(-1)).toMatchObject({ kind: "reassigned", detail: "To Omar Penn", actorName: "Morgan Hale" });
    expect(await getLead(viewerOf(maya), lead.id)).toMatchObject({ code: "not_found" });
    expect((await getLead(viewerOf(omar), lead.id)).success).toBe(true);
  });

  it("refuses the same agent, an inactive or unknown agent and an unknown lead", async () => {
    const { maya, omar, admin, mayaListing } = await officeWithThreeAgents();
    const lead = await enquire(mayaListing.id);
    const asAdmin = viewerOf(admin, "admin");
    expect(await reassignLead(asAdmin, lead.id, maya.id)).toMatchObject({ fieldErrors: { agentId: LEAD_MESSAGES.sameAgent } });
    await getDb().update(users).set({ status: "disabled" }).where(eq(users.id, omar.id));
    expect(await reassignLead(asAdmin, lead.id, omar.id)).toMatchObject({ fieldErrors: { agentId: LEAD_MESSAGES.agentInvalid } });
    expect(await reassignLead(asAdmin, lead.id, admin.id)).toMatchObject({ fieldErrors: { agentId: LEAD_MESSAGES.agentInvalid } });
    expect(await reassignLead(asAdmin, "00000000-0000-4000-8000-000000000000", maya.id)).toMatchObject({ code: "not_found" });
    expect((await getDb().select().from(leads))[0]!.agentId).toBe(maya.id);
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });
});
