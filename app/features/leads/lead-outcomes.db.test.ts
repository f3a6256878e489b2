import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { getDb } from "~/shared/db/client.server";
import { leadEvents, leads } from "./lead.table";
import { handlePipelineMove, loadPipeline } from "./lead-pipeline.server";
import { LEAD_MESSAGES } from "./lead-rules";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { getLead } from "./read-leads.server";
import { sendEnquiry } from "./send-enquiry.server";
import { setLeadStatus } from "./update-lead.server";

const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

async function mayasLead() {
  const agents = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: agents.mayaListing.id, ...buyer, showingTimes: [] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  return { ...agents, leadId: sent.id };
}

/** Everything a move could change: the lead's row, its timeline and the audit log. */
async function snapshot(leadId: string) {
  const [lead] = await getDb().select().from(leads).where(eq(leads.id, leadId));
  const events = await getDb().select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
  const audits = await getDb().select().from(auditLog).where(eq(auditLog.subjectId, leadId));
  return { lead, events, audits };
}

const moveForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("a lead's outcome", () => {
  it("refuses a lost without a reason with a clear message, and changes nothing", async () => {
    const { maya, leadId } = await mayasLead();
    const before = await snapshot(leadId);

    expect(await setLeadStatus(viewerOf(maya), leadId, "lost", minutesLater(5))).toEqual({
      success: false,
      error: LEAD_MESSAGES.lostReasonMissing,
      fieldErrors: { lostReason: LEAD_MESSAGES.lostReasonMissing },
    });
    expect(await setLeadStatus(viewerOf(maya), leadId, "lost", minutesLater(5), { reason: "because", note: "Not on the list" })).toMatchObject({
      success: false,
      error: LEAD_MESSAGES.lostReasonMissing,
    });
    // The pipeline's form (button or drop) answers the same, naming the card's lead and the field.
    expect(await handlePipelineMove(viewerOf(maya), moveForm({ leadId, status: "lost", lostReason: "" }))).toEqual({
      status: 400,
      body: { error: LEAD_MESSAGES.lostReasonMissing, intent: "status", field: "lostReason", values: { leadId, status: "lost", lostReason: "", lostNote: "" } },
    });
    expect(await snapshot(leadId)).toEqual(before);
  });

  it("keeps a lost lead's reason and note on the lead, its timeline, the audit log and its card, until it moves on", async () => {
    const { maya, leadId } = await mayasLead();

    expect(await handlePipelineMove(viewerOf(maya), moveForm({ leadId, status: "lost", lostReason: "bought_elsewhere", lostNote: "  Bought on St. Thomas  " }))).toEqual({
      status: 200,
      body: { done: "Moved to Lost.", intent: "status" },
    });
    const lost = await getLead(viewerOf(maya), leadId);
    expect(lost.success && lost.data).toMatchObject({ status: "lost", lostReason: "bought_elsewhere", lostNote: "Bought on St. Thomas" });
    expect(lost.success && lost.data.events.filter((event) => event.kind === "status")).toMatchObject([{ detail: "Lost: Bought elsewhere — Bought on St. Thomas" }]);
    const pipeline = await loadPipeline(viewerOf(maya), minutesLater(10));
    const column = pipeline.success ? pipeline.data.find((entry) => entry.status === "lost") : undefined;
    expect(column).toMatchObject({ count: 1, cards: [{ id: leadId, lostReason: "bought_elsewhere", lostNote: "Bought on St. Thomas" }] });

    // Another reason may be given; the same one again is no change.
    const later = minutesLater(20);
    expect(await setLeadStatus(viewerOf(maya), leadId, "lost", later, { reason: "bought_elsewhere", note: "Bought on St. Thomas" })).toMatchObject({
      success: false,
      error: LEAD_MESSAGES.statusUnchanged,
    });
    expect(await setLeadStatus(viewerOf(maya), leadId, "lost", later, { reason: "price" })).toEqual({ success: true, id: leadId });
    expect((await snapshot(leadId)).lead).toMatchObject({ status: "lost", lostReason: "price", lostNote: null });

    // Won again later: the reason goes with the move.
    expect(await setLeadStatus(viewerOf(maya), leadId, "won", minutesLater(30))).toEqual({ success: true, id: leadId });
    const { lead, audits } = await snapshot(leadId);
    expect(lead).toMatchObject({ status: "won", lostReason: null, lostNote: null });
    expect(audits.map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ["lead.status", { status: "new" }, { status: "lost", lostReason: "bought_elsewhere", lostNote: "Bought on St. Thomas" }],
        ["lead.status", { status: "lost", lostReason: "bought_elsewhere", lostNote: "Bought on St. Thomas" }, { status: "lost", lostReason: "price", lostNote: null }],
        ["lead.status", { status: "lost", lostReason: "price", lostNote: null }, { status: "won" }],
      ]),
    );
  });

  it("refuses a note on a lost lead that is too long", async () => {
    const { maya, leadId } = await mayasLead();
    expect(await setLeadStatus(viewerOf(maya), leadId, "lost", minutesLater(5), { reason: "other", note: "x".repeat(501) })).toEqual({
      success: false,
      error: LEAD_MESSAGES.lostNoteTooLong,
      fieldErrors: { lostNote: LEAD_MESSAGES.lostNoteTooLong },
    });
    expect((await snapshot(leadId)).lead).toMatchObject({ status: "new", lostReason: null });
  });

  it("cannot be set by an agent on another agent's lead, whether won or lost; an administrator may", async () => {
    const { omar, leadId } = await mayasLead();
    const before = await snapshot(leadId);
    const notFound = { success: false, code: "not_found", error: LEAD_MESSAGES.notFound };

    expect(await setLeadStatus(viewerOf(omar), leadId, "won", minutesLater(5))).toEqual(notFound);
    expect(await setLeadStatus(viewerOf(omar), leadId, "lost", minutesLater(5), { reason: "price" })).toEqual(notFound);
    expect(await handlePipelineMove(viewerOf(omar), moveForm({ leadId, status: "lost", lostReason: "price" }))).toMatchObject({
      status: 404,
      body: { error: LEAD_MESSAGES.notFound },
    });
    expect(await snapshot(leadId)).toEqual(before);

    expect(await setLeadStatus(viewerOf(omar, "admin"), leadId, "lost", minutesLater(5), { reason: "no_response" })).toEqual({ success: true, id: leadId });
  });

  it("refuses a status that is no longer one, such as closed", async () => {
    const { maya, leadId } = await mayasLead();
    expect(await setLeadStatus(viewerOf(maya), leadId, "closed", minutesLater(5))).toMatchObject({ success: false, error: LEAD_MESSAGES.statusInvalid });
  });
});
