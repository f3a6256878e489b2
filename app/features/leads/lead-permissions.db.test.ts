import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { leadEvents, leads, showings } from "./lead.table";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { getLead, listLeads } from "./read-leads.server";
import { sendEnquiry } from "./send-enquiry.server";
import { cancelShowing, confirmShowing, moveShowing } from "./showing-actions.server";
import { addLeadNote, setLeadStatus } from "./update-lead.server";

async function leadOfMaya() {
  const agents = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: agents.mayaListing.id, ...buyer, showingTimes: ["2031-03-05T10:30"] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  return { ...agents, leadId: sent.id };
}

describe("the lead services refuse anyone who does not handle leads", () => {
  it("a buyer can neither read nor change a lead, its notes or its showing: forbidden, and nothing is written", async () => {
    const { maya, leadId } = await leadOfMaya();
    const asBuyer = { ...viewerOf(maya), role: "buyer" as const };
    const later = new Date(NOW.getTime() + 60 * 60 * 1000);

    expect(await listLeads(asBuyer)).toEqual(forbidden());
    expect(await getLead(asBuyer, leadId)).toEqual(forbidden());
    expect(await setLeadStatus(asBuyer, leadId, "contacted", later)).toEqual(forbidden());
    expect(await addLeadNote(asBuyer, leadId, "Called back", later)).toEqual(forbidden());
    expect(await confirmShowing(asBuyer, leadId, "2031-03-05T14:30:00.000Z", later)).toEqual(forbidden());
    expect(await moveShowing(asBuyer, leadId, "2031-03-07T10:00", later)).toEqual(forbidden());
    expect(await cancelShowing(asBuyer, leadId, later)).toEqual(forbidden());

    const [lead] = await getDb().select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({ status: "new", firstResponseAt: null });
    expect((await getDb().select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).filter((event) => event.actorId !== null)).toEqual([]);
    expect(await getDb().select().from(showings).where(eq(showings.leadId, leadId))).toMatchObject([{ status: "requested" }]);
  });

  it("another agent's lead is not found for an agent, and every lead is there for an active administrator only", async () => {
    const { maya, omar, leadId } = await leadOfMaya();
    expect(await setLeadStatus(viewerOf(omar), leadId, "contacted", NOW)).toMatchObject({ success: false, code: "not_found" });
    expect(await getLead({ ...viewerOf(omar), role: "admin", status: "pending" }, leadId)).toMatchObject({ success: false, code: "not_found" });
    expect(await getLead(viewerOf(omar, "admin"), leadId)).toMatchObject({ success: true });
    expect(await setLeadStatus(viewerOf(maya), leadId, "contacted", NOW)).toEqual({ success: true, id: leadId });
  });
});
