import { refuse } from "~/shared/access/permissions";
import { desc, eq } from "drizzle-orm";
import { findAccount } from "~/features/accounts/index.server";
import { listingColumns, selectListings } from "~/features/listings/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { listingNoticeLines } from "~/features/mls-feed/index.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from "./enquiry-rules";
import { lockVisibleLead, type LeadViewer } from "./lead-access.server";
import { leadEvents, leads, showings, type LeadRow } from "./lead.table";
import { queueLeadCrmEvent } from "./lead-crm-event.server";
import { showingAgentMail, showingBuyerMail, type ShowingChange } from "./lead-mail";
import { agentLeadPath } from "./lead-paths";
import { LEAD_MESSAGES } from "./lead-rules";
import { writeShowingInvitation } from "./showing-invitation.server";
import { firstResponse } from "./update-lead.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const EVENT_KIND = { confirmed: "showing_confirmed", moved: "showing_moved", cancelled: "showing_cancelled" } as const;

type ShowingRow = typeof showings.$inferSelect;

/** The lead (locked) and its latest showing (locked), when the viewer may act on it. */
async function lockShowing(tx: Database, viewer: LeadViewer, leadId: string) {
  const lead = await lockVisibleLead(tx, viewer, leadId);
  if (!lead) return null;
  const [showing] = await tx.select().from(showings).where(eq(showings.leadId, leadId)).orderBy(desc(showings.createdAt)).limit(1).for("update");
  return { lead, showing: showing ?? null };
}

/** A time the agent typed for a moved showing: in the future and within the booking window. */
function readNewTime(value: unknown, now: Date): Date | string {
  const instant = typeof value === "string" ? instantFromIslandTime(value.trim()) : null;
  if (!instant) return ENQUIRY_MESSAGES.showingInvalid;
  if (instant.getTime() <= now.getTime()) return ENQUIRY_MESSAGES.showingPast;
  if (instant.getTime() > now.getTime() + ENQUIRY_LIMITS.showingDaysAhead * DAY_MS) return ENQUIRY_MESSAGES.showingTooFar;
  return instant;
}

/**
 * Confirms one of the buyer's preferred times: the showing is booked for an
 * hour, the lead's status becomes "showing booked", and the buyer and the
 * agent each get an invitation (METHOD:REQUEST) with the next sequence.
 */
export async function confirmShowing(viewer: LeadViewer, leadId: unknown, time: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  const chosen = typeof time === "string" ? new Date(time) : null;
  return runService("confirmShowing", { leadId, viewerId: viewer.id }, () =>
    getDb().transaction(async (tx) => {
      const found = await lockShowing(tx, viewer, leadId);
      if (!found) return failWith("not_found", LEAD_MESSAGES.notFound);
      const { lead, showing } = found;
      if (!showing) return failWith("conflict", LEAD_MESSAGES.noShowing);
      if (showing.status !== "requested") return failWith("conflict", LEAD_MESSAGES.notRequested);
      const offered = chosen && showing.preferredTimes.find((preferred) => preferred.getTime() === chosen.getTime());
      if (!offered) return fail(LEAD_MESSAGES.timeNotOffered, { time: LEAD_MESSAGES.timeNotOffered });
      if (offered.getTime() <= now.getTime()) return fail(ENQUIRY_MESSAGES.showingPast, { time: ENQUIRY_MESSAGES.showingPast });
      await changeShowing(tx, viewer, lead, showing, "confirmed", offered, now);
      return ok({ id: showing.id });
    }),
  );
}

/**
 * Books the showing at a time the agent chose: a confirmed showing moves
 * there; a requested one (none of the buyer's times suits, or they have
 * passed) is confirmed there. Either way a REQUEST with the next sequence
 * goes to both sides.
 */
export async function moveShowing(viewer: LeadViewer, leadId: unknown, time: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  const instant = readNewTime(time, now);
  if (typeof instant === "string") return fail(instant, { time: instant });
  return runService("moveShowing", { leadId, viewerId: viewer.id }, () =>
    getDb().transaction(async (tx) => {
      const found = await lockShowing(tx, viewer, leadId);
      if (!found) return failWith("not_found", LEAD_MESSAGES.notFound);
      const { lead, showing } = found;
      if (!showing) return failWith("conflict", LEAD_MESSAGES.noShowing);
      if (showing.status === "cancelled") return failWith("conflict", LEAD_MESSAGES.notConfirmed);
      if (showing.status === "confirmed" && showing.startsAt?.getTime() === instant.getTime()) return fail(LEAD_MESSAGES.sameTime, { time: LEAD_MESSAGES.sameTime });
      await changeShowing(tx, viewer, lead, showing, showing.status === "confirmed" ? "moved" : "confirmed", instant, now);
      return ok({ id: showing.id });
    }),
  );
}

/** Cancels a confirmed showing: a CANCEL with the next sequence to both sides. */
export async function cancelShowing(viewer: LeadViewer, leadId: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("cancelShowing", { leadId, viewerId: viewer.id }, () =>
    getDb().transaction(async (tx) => {
      const found = await lockShowing(tx, viewer, leadId);
      if (!found) return failWith("not_found", LEAD_MESSAGES.notFound);
      const { lead, showing } = found;
      if (!showing) return failWith("conflict", LEAD_MESSAGES.noShowing);
      if (showing.status !== "confirmed" || !showing.startsAt) return failWith("conflict", LEAD_MESSAGES.notConfirmed);
      await changeShowing(tx, viewer, lead, showing, "cancelled", showing.startsAt, now);
      return ok({ id: showing.id });
    }),
  );
}

/** Writes the showing's new state, the timeline entry and both invitations, in the caller's transaction. */
async function changeShowing(tx: Database, viewer: LeadViewer, lead: LeadRow, showing: ShowingRow, change: ShowingChange, startsAt: Date, now: Date) {
  const sequence = showing.sequence + 1;
  await tx
    .update(showings)
    .set({ status: change === "cancelled" ? "cancelled" : "confirmed", startsAt, sequence, updatedAt: now })
    .where(eq(showings.id, showing.id));
  await tx
    .update(leads)
    .set({ updatedAt: now, firstResponseAt: firstResponse(now), ...(change === "cancelled" ? {} : { status: "showing_booked" as const, lostReason: null, lostNote: null }) })
    .where(eq(leads.id, lead.id));
  await tx.insert(leadEvents).values({ leadId: lead.id, actorId: viewer.id, kind: EVENT_KIND[change], detail: startsAt.toISOString(), createdAt: now });
  if (change !== "cancelled" && lead.status !== "showing_booked") await queueLeadCrmEvent(tx, lead.id, { kind: "status", from: lead.status, to: "showing_booked", by: viewer.email }, now);
  await queueInvitations(tx, lead, showing.id, change, startsAt, sequence, now);
}

async function queueInvitations(tx: Database, lead: LeadRow, showingId: string, change: ShowingChange, startsAt: Date, sequence: number, now: Date) {
  const config = getConfig();
  const office = config.mail.to ?? site.email;
  const agent = lead.agentId ? await findAccount(lead.agentId, tx) : null;
  const noticeColumns = { listingKey: listingColumns.listingKey, listingSource: listingColumns.listingSource, listedByUs: listingColumns.listedByUs, listOfficeName: listingColumns.listOfficeName };
  const [listing] = lead.listingId
    ? await selectListings({ area: listingColumns.area, agentName: listingColumns.agentName, agentEmail: listingColumns.agentEmail, ...noticeColumns }, tx).where(eq(listingColumns.id, lead.listingId))
    : [];
  const agentEmail = lead.agentEmail ?? agent?.email ?? office;
  // Only an agent the listing's enquiries reach (one with an address) is named; another firm's agent never is.
  const agentName = agent?.name ?? (listing?.agentEmail ? listing.agentName : null) ?? site.name;
  const host = new URL(config.publicUrl).hostname;
  const buyer = lead.email ? { name: lead.name ?? "", email: lead.email } : null;
  const calendar = writeShowingInvitation({
    method: change === "cancelled" ? "CANCEL" : "REQUEST",
    uid: `showing-${showingId}@${host}`,
    sequence,
    startsAt,
    stamp: now,
    summary: `Showing: ${lead.listingTitle}`,
    location: [lead.listingTitle, listing?.area, "St. John, U.S. Virgin Islands"].filter(Boolean).join(", "),
    organizer: { name: agentName, email: agentEmail },
    attendee: buyer ?? { name: "Buyer", email: office },
  });
  const details = { listingTitle: lead.listingTitle, listingUrl: `${config.publicUrl}${lead.listingPath}`, startsAt, agentName };
  // Contact details removed at the buyer's request: only the agent's calendar changes.
  // The buyer's mail shows the listing: an MLS listing's number, firm and disclaimer go with it.
  if (buyer) await enqueueMail(tx, { to: buyer.email, replyTo: agentEmail, calendar, ...showingBuyerMail({ ...details, notice: listing ? listingNoticeLines(listing) : [] }, change) });
  await enqueueMail(tx, {
    to: agentEmail,
    calendar,
    ...showingAgentMail({ ...details, buyerName: lead.name ?? "the buyer", leadUrl: `${config.publicUrl}${agentLeadPath(lead.id)}` }, change),
  });
}
