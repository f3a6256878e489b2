import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { readInvitation } from "./invitation-test-helpers";
import { leadEvents, leads, showings } from "./lead.table";
import { LEAD_MESSAGES } from "./lead-rules";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { getLead, listLeads } from "./read-leads.server";
import { sendEnquiry } from "./send-enquiry.server";
import { cancelShowing, confirmShowing, moveShowing } from "./showing-actions.server";
import { addLeadNote, setLeadStatus } from "./update-lead.server";

const LATER = new Date(NOW.getTime() + 2 * 60 * 60 * 1000);
const minutesLater = (minutes: number) => new Date(LATER.getTime() + minutes * 60_000);

async function enquiryWithShowing() {
  const agents = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: agents.mayaListing.id, ...buyer, showingTimes: ["2031-03-05T10:30", "2031-03-06T15:00"] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  await getDb().delete(mailOutbox);
  return { ...agents, leadId: sent.id };
}

const invitationsTo = async (to: string) =>
  (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt)).map((message) => ({ subject: message.subject, ...readInvitation(message.calendar!) }));

describe("an agent's leads", () => {
  it("are only the leads routed to them: another agent can neither list, read nor change one", async () => {
    const { maya, omar, leadId } = await enquiryWithShowing();
    const mayas = await listLeads(viewerOf(maya));
    expect(mayas.success && mayas.data.rows.map((lead) => lead.id)).toEqual([leadId]);
    const omars = await listLeads(viewerOf(omar));
    expect(omars.success && omars.data).toMatchObject({ total: 0, rows: [] });
    const admin = await listLeads({ ...viewerOf(omar, "admin"), id: omar.id });
    expect(admin.success && admin.data.rows).toHaveLength(1);

    const notFound = { success: false, code: "not_found", error: LEAD_MESSAGES.notFound };
    expect(await getLead(viewerOf(omar), leadId)).toEqual(notFound);
    expect(await setLeadStatus(viewerOf(omar), leadId, "won", LATER)).toEqual(notFound);
    expect(await addLeadNote(viewerOf(omar), leadId, "Mine now", LATER)).toEqual(notFound);
    const [requested] = await getDb().select().from(showings);
    expect(await confirmShowing(viewerOf(omar), leadId, requested!.preferredTimes[0]!.toISOString(), LATER)).toEqual(notFound);
    // An unconfirmed address owns nothing by e-mail.
    expect(await getLead({ id: omar.id, email: maya.email, emailVerified: false, role: "agent", status: "active" }, leadId)).toEqual(notFound);

    const [lead] = await getDb().select().from(leads);
    expect(lead).toMatchObject({ status: "new", firstResponseAt: null });
    expect((await getDb().select().from(leadEvents)).map((event) => event.kind).sort()).toEqual(["received", "showing_requested"]);
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });

  it("records the first response at the first status change or note, and keeps it", async () => {
    const { maya, leadId } = await enquiryWithShowing();
    expect(await addLeadNote(viewerOf(maya), leadId, "   ", LATER)).toMatchObject({ success: false, fieldErrors: { note: LEAD_MESSAGES.noteEmpty } });
    expect(await setLeadStatus(viewerOf(maya), leadId, "closed", LATER)).toMatchObject({ success: false, fieldErrors: { status: LEAD_MESSAGES.statusInvalid } });
    expect((await getDb().select().from(leads))[0]!.firstResponseAt).toBeNull();

    expect(await addLeadNote(viewerOf(maya), leadId, "Called, left a message.", LATER)).toEqual({ success: true, id: leadId });
    expect(await setLeadStatus(viewerOf(maya), leadId, "contacted", new Date(LATER.getTime() + 60_000))).toEqual({ success: true, id: leadId });
    const [lead] = await getDb().select().from(leads);
    expect(lead).toMatchObject({ status: "contacted", firstResponseAt: LATER });
    const detail = await getLead(viewerOf(maya), leadId);
    expect(detail.success && detail.data.events.map((event) => [event.kind, event.detail, event.actorName])).toEqual([
      ["received", null, null],
      ["showing_requested", "2031-03-05T14:30:00.000Z 2031-03-06T19:00:00.000Z", null],
      ["note", "Called, left a message.", "Maya Charles"],
      ["status", "contacted", "Maya Charles"],
    ]);
  });

  it("confirm, move and cancel send both sides REQUEST, REQUEST with the next sequence, then CANCEL of the same event", async () => {
    const { maya, leadId } = await enquiryWithShowing();
    const [requested] = await getDb().select().from(showings);
    const second = new Date(requested!.preferredTimes[1]!).toISOString();

    expect(await confirmShowing(viewerOf(maya), leadId, "2031-03-09T10:00:00.000Z", LATER)).toMatchObject({ success: false, fieldErrors: { time: LEAD_MESSAGES.timeNotOffered } });
    expect(await confirmShowing(viewerOf(maya), leadId, second, LATER)).toEqual({ success: true, id: requested!.id });
    expect(await getDb().select().from(showings)).toMatchObject([{ status: "confirmed", startsAt: new Date(second), sequence: 1 }]);
    expect(await getDb().select().from(leads)).toMatchObject([{ status: "showing_booked", firstResponseAt: LATER }]);
    expect(await confirmShowing(viewerOf(maya), leadId, second, LATER)).toMatchObject({ success: false, code: "conflict" });

    expect(await moveShowing(viewerOf(maya), leadId, "2031-02-20T10:00", LATER)).toMatchObject({ success: false, fieldErrors: { time: expect.stringMatching(/passed/) } });
    expect(await moveShowing(viewerOf(maya), leadId, "2031-03-07T09:00", minutesLater(1))).toMatchObject({ success: true });
    expect(await cancelShowing(viewerOf(maya), leadId, minutesLater(2))).toMatchObject({ success: true });
    expect(await moveShowing(viewerOf(maya), leadId, "2031-03-08T09:00", LATER)).toMatchObject({ success: false, code: "conflict" });

    for (const to of [buyer.email, maya.email]) {
      const invitations = await invitationsTo(to);
      expect(invitations.map(({ method, sequence, start, end, status }) => ({ method, sequence, start, end, status }))).toEqual([
        { method: "REQUEST", sequence: 1, start: "2031-03-06T19:00:00.000Z", end: "2031-03-06T20:00:00.000Z", status: "CONFIRMED" },
        { method: "REQUEST", sequence: 2, start: "2031-03-07T13:00:00.000Z", end: "2031-03-07T14:00:00.000Z", status: "CONFIRMED" },
        { method: "CANCEL", sequence: 3, start: "2031-03-07T13:00:00.000Z", end: "2031-03-07T14:00:00.000Z", status: "CANCELLED" },
      ]);
      expect(new Set(invitations.map((invitation) => invitation.uid)).size).toBe(1);
      expect(invitations[0]).toMatchObject({ organizer: `mailto:${maya.email}`, attendee: `mailto:${buyer.email}`, summary: "Showing: Sea Grape Cottage", location: "Sea Grape Cottage, Chocolate Hole, St. John, U.S. Virgin Islands" });
    }
    const buyerMail = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email)).orderBy(mailOutbox.createdAt);
    expect(buyerMail.map((message) => message.subject)).toEqual([
      "Showing confirmed: Sea Grape Cottage",
      "Showing moved: Sea Grape Cottage",
      "Showing canceled: Sea Grape Cottage",
    ]);
    expect(buyerMail.every((message) => !message.text.includes(buyer.message) && !message.text.includes(buyer.name))).toBe(true);
    const detail = await getLead(viewerOf(maya), leadId);
    expect(detail.success && detail.data.events.map((event) => event.kind).slice(2)).toEqual(["showing_confirmed", "showing_moved", "showing_cancelled"]);
  });

  it("books a requested showing at a time the agent chooses when none of the buyer's suits", async () => {
    const { maya, leadId } = await enquiryWithShowing();
    expect(await moveShowing(viewerOf(maya), leadId, "2031-03-10T16:00", LATER)).toMatchObject({ success: true });
    expect(await getDb().select().from(showings)).toMatchObject([{ status: "confirmed", startsAt: new Date("2031-03-10T20:00:00Z"), sequence: 1 }]);
    expect((await invitationsTo(buyer.email)).map(({ method, sequence, start }) => ({ method, sequence, start }))).toEqual([
      { method: "REQUEST", sequence: 1, start: "2031-03-10T20:00:00.000Z" },
    ]);
    const detail = await getLead(viewerOf(maya), leadId);
    expect(detail.success && detail.data.events.at(-1)?.kind).toBe("showing_confirmed");
  });
});
