import { and, asc, eq, isNotNull } from "drizzle-orm";
import { storeLeadSource } from "./lead-source-store.server";
import { listingPublicPath, rentalName } from "~/features/listings";
import { isApproved, listingColumns, publicPathColumns, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { leadEvents, leads, leadTasks, showings, type LeadStatus, type LostReason } from "./lead.table";
import { lostReasonText } from "./lead-rules";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type DemoLead = {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: LeadStatus;
  /** A lost lead's reason. */
  lostReason?: LostReason;
  /** How long ago it arrived, and how long the agent took to answer (null: not yet). */
  ageMs: number;
  answeredAfterMs: number | null;
  notes: string[];
  /** A showing: requested (times in days from now) or confirmed at the first. */
  showing?: { state: "requested" | "confirmed"; inDays: number[] };
  /** The first visit as the browser would have kept it; null for an enquiry without one. */
  firstTouch: { campaign?: Record<string, string>; referrer?: string; landing?: "listing" | string; daysBefore: number } | null;
  /** Sent by the demo buyer's account. */
  fromBuyer?: boolean;
  /** Which of the demo listings (in title order) it is about. */
  listing: number;
  /** To-dos on the lead, due some island days from now (negative: overdue), some done. */
  tasks?: Array<{ title: string; inDays: number; done?: boolean }>;
};

/** One lead in each status, with notes, showings and sources, so every lead screen has something to show. */
const DEMO_LEADS: DemoLead[] = [
  {
    name: "Harper Lewis",
    email: "harper.lewis@example.com",
    phone: "(212) 555-0148",
    message: "We are coming down in March and would love to see this one. Is the price negotiable?",
    status: "new",
    ageMs: 2 * HOUR,
    answeredAfterMs: null,
    notes: [],
    showing: { state: "requested", inDays: [4, 5] },
    firstTouch: { campaign: { utm_source: "google", utm_medium: "cpc", utm_campaign: "winter-villas", gclid: "Cj0KCQiA-demo" }, landing: "listing", daysBefore: 3 },
    listing: 0,
  },
  {
    name: "Riley Quinn",
    email: "buyer@demo.test",
    phone: "(340) 555-0191",
    message: "Could you send the seller's disclosures and the HOA rules? I saved a few similar homes too.",
    status: "new",
    ageMs: 20 * HOUR,
    answeredAfterMs: null,
    notes: [],
    firstTouch: { landing: "/mls", daysBefore: 9 },
    fromBuyer: true,
    listing: 1,
  },
  {
    name: "Marcus Obi",
    email: "marcus.obi@example.com",
    phone: "(404) 555-0112",
    message: "Is the cistern large enough for a family of five in the dry season?",
    status: "contacted",
    ageMs: 3 * DAY,
    answeredAfterMs: 40 * 60 * 1000,
    notes: ["Called back; sent the cistern specifications and the last two utility bills."],
    firstTouch: { campaign: { utm_source: "facebook", utm_medium: "paid_social", utm_campaign: "coral-bay-homes" }, referrer: "https://m.facebook.com/", landing: "listing", daysBefore: 1 },
    listing: 2,
    tasks: [
      { title: "Follow up on the cistern question", inDays: -1 },
      { title: "Send the utility bills", inDays: -2, done: true },
    ],
  },
  {
    name: "Elena Ruiz",
    email: "elena.ruiz@example.com",
    phone: null,
    message: "We would like to see the house and walk the lot line. Any afternoon next week works.",
    status: "showing_booked",
    ageMs: 6 * DAY,
    answeredAfterMs: 2 * HOUR,
    notes: ["Buyer is pre-approved; bring the survey to the showing."],
    showing: { state: "confirmed", inDays: [3] },
    firstTouch: { referrer: "https://www.stjohnbeachguide.com/where-to-stay", landing: "/properties", daysBefore: 12 },
    listing: 0,
    tasks: [{ title: "Send the seller's disclosures before the showing", inDays: 1 }],
  },
  {
    name: "Tom Becker",
    email: "tom.becker@example.com",
    phone: "(617) 555-0177",
    message: "Just curious what the taxes run on this one each year.",
    status: "lost",
    lostReason: "bought_elsewhere",
    ageMs: 20 * DAY,
    answeredAfterMs: 5 * HOUR,
    notes: ["Answered the tax question.", "Bought on St. Thomas instead; keep on the newsletter."],
    firstTouch: { campaign: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "november-listings" }, landing: "listing", daysBefore: 0 },
    listing: 3,
  },
  {
    name: "Priya Shah",
    email: "priya.shah@example.com",
    phone: "(347) 555-0190",
    message: "Is there a dock or mooring nearby? We keep a small sailboat.",
    status: "contacted",
    ageMs: 11 * DAY,
    answeredAfterMs: 25 * 60 * 1000,
    notes: ["Sent the list of moorings in Coral Bay harbor."],
    firstTouch: { referrer: "https://www.google.com/", landing: "listing", daysBefore: 2 },
    listing: 4,
    tasks: [{ title: "Call about a second showing", inDays: 0 }],
  },
];

/**
 * The demo office's leads: one or more in each status, with notes, showings,
 * tasks (one overdue, one done) and first visits (campaigns, referrers),
 * spread over the demo agents' listings, and one sent from the demo buyer's account. Idempotent: nothing
 * is added once the first demo lead exists.
 */
export async function seedDemoLeads(db: Database, buyerId: string | null, now = new Date()): Promise<number> {
  const [already] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, DEMO_LEADS[0]!.email)).limit(1);
  if (already) return 0;
  const listings = await selectListings({ ...publicPathColumns, title: listingColumns.title, agentId: listingColumns.agentId }, db)
    .where(and(isApproved, isNotNull(listingColumns.agentId)))
    .orderBy(asc(listingColumns.title))
    .limit(5);
  if (listings.length === 0) return 0;
  let added = 0;
  for (const demo of DEMO_LEADS) {
    const listing = listings[demo.listing % listings.length]!;
    const createdAt = new Date(now.getTime() - demo.ageMs);
    const path = listingPublicPath(listing);
    await db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(leads)
        .values({
          listingId: listing.id,
          listingTitle: listing.kind === "rental" ? rentalName(listing) : listing.title,
          listingPath: path,
          agentId: listing.agentId,
          buyerId: demo.fromBuyer ? buyerId : null,
          name: demo.name,
          email: demo.email,
          phone: demo.phone,
          message: demo.message,
          status: demo.status,
          lostReason: demo.lostReason ?? null,
          firstResponseAt: demo.answeredAfterMs === null ? null : new Date(createdAt.getTime() + demo.answeredAfterMs),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: leads.id });
      const id = lead!.id;
      await tx.insert(leadEvents).values({ leadId: id, kind: "received", createdAt });
      let moment = createdAt.getTime() + (demo.answeredAfterMs ?? HOUR);
      if (demo.status !== "new") await tx.insert(leadEvents).values({ leadId: id, actorId: listing.agentId, kind: "status", detail: demo.lostReason ? `Lost: ${lostReasonText(demo.lostReason)}` : demo.status, createdAt: new Date(moment) });
      for (const note of demo.notes) {
        moment += HOUR;
        await tx.insert(leadEvents).values({ leadId: id, actorId: listing.agentId, kind: "note", detail: note, createdAt: new Date(Math.min(moment, now.getTime())) });
      }
      if (demo.showing) {
        // Showings at 10:00 on the island (14:00 UTC) some days from now.
        const times = demo.showing.inDays.map((days) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 14)));
        const confirmed = demo.showing.state === "confirmed";
        await tx.insert(showings).values({ leadId: id, preferredTimes: times, startsAt: confirmed ? times[0]! : null, status: confirmed ? "confirmed" : "requested", sequence: confirmed ? 1 : 0, createdAt, updatedAt: createdAt });
        await tx.insert(leadEvents).values({ leadId: id, kind: "showing_requested", detail: times.map((time) => time.toISOString()).join(" "), createdAt });
        if (confirmed) await tx.insert(leadEvents).values({ leadId: id, actorId: listing.agentId, kind: "showing_confirmed", detail: times[0]!.toISOString(), createdAt: new Date(moment) });
      }
      for (const task of demo.tasks ?? []) {
        // Due on an island day: the island keeps UTC−4 all year.
        const dueOn = new Date(now.getTime() - 4 * HOUR + task.inDays * DAY).toISOString().slice(0, 10);
        await tx.insert(leadTasks).values({ leadId: id, title: task.title, dueOn, createdBy: listing.agentId, createdAt, doneAt: task.done ? now : null, doneBy: task.done ? listing.agentId : null });
      }
      if (demo.firstTouch) {
        const { landing, daysBefore, ...rest } = demo.firstTouch;
        await storeLeadSource(tx, id, { ...rest, landing: landing === "listing" ? path : landing, at: createdAt.getTime() - daysBefore * DAY - HOUR }, createdAt);
      }
    });
    added += 1;
  }
  return added;
}
