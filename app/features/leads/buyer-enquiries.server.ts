import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { leadMessages, leads, showings, type LeadStatus, type ShowingStatus } from "./lead.table";
import { sentByBuyer, type EnquiringBuyer } from "./sent-by-buyer.server";

export type BuyerEnquiry = {
  id: string;
  listingTitle: string;
  listingPath: string;
  createdAt: Date;
  status: LeadStatus;
  showingStatus: ShowingStatus | null;
  /** Only once the agent has confirmed it. */
  showingAt: Date | null;
};

/** The enquiries a buyer sent (sentByBuyer), newest first: what they asked about and where it stands. */
export async function listBuyerEnquiries(buyer: EnquiringBuyer): Promise<Result<{ data: BuyerEnquiry[] }>> {
  return runService("listBuyerEnquiries", { buyerId: buyer.id }, async () => {
    const rows = await getDb()
      .select({
        id: leads.id,
        listingTitle: leads.listingTitle,
        listingPath: leads.listingPath,
        createdAt: leads.createdAt,
        status: leads.status,
        showingStatus: showings.status,
        showingStartsAt: showings.startsAt,
      })
      .from(leads)
      .leftJoin(showings, eq(showings.leadId, leads.id))
      .where(sentByBuyer(buyer))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(200);
    return ok({
      data: rows.map(({ showingStartsAt, ...row }) => ({ ...row, showingAt: row.showingStatus === "confirmed" ? showingStartsAt : null })),
    });
  });
}

/** An enquiry as the buyer's data export holds it, with its showing requests. */
export type EnquiryExport = {
  listingTitle: string;
  listingPath: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string;
  status: string;
  createdAt: string;
  showings: Array<{ preferredTimes: string[]; startsAt: string | null; status: string; createdAt: string }>;
};

/** The enquiries a buyer sent (sentByBuyer) for their data export, oldest first, each with its showing requests. */
export async function exportEnquiries(buyer: EnquiringBuyer): Promise<EnquiryExport[]> {
  const db = getDb();
  const sent = await db.select().from(leads).where(sentByBuyer(buyer)).orderBy(asc(leads.createdAt));
  const requested =
    sent.length > 0 ? await db.select().from(showings).where(inArray(showings.leadId, sent.map((lead) => lead.id))).orderBy(asc(showings.createdAt)) : [];
  return sent.map((lead) => ({
    listingTitle: lead.listingTitle,
    listingPath: lead.listingPath,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    status: lead.status,
    createdAt: lead.createdAt.toISOString(),
    showings: requested
      .filter((showing) => showing.leadId === lead.id)
      .map((showing) => ({
        preferredTimes: showing.preferredTimes.map((time) => time.toISOString()),
        startsAt: showing.startsAt ? showing.startsAt.toISOString() : null,
        status: showing.status,
        createdAt: showing.createdAt.toISOString(),
      })),
  }));
}

/**
 * For a buyer deleting their account, in the caller's transaction: the
 * enquiries they sent lose the sender's name, e-mail and phone and their
 * link to the account, and are marked anonymized, so the brokerage keeps the
 * lead without the contact details. Answers how many it cleared.
 */
export async function anonymizeEnquiries(tx: Database, buyer: EnquiringBuyer, now: Date): Promise<number> {
  const cleared = await tx
    .update(leads)
    .set({ name: null, email: null, phone: null, buyerId: null, anonymizedAt: now, updatedAt: now })
    .where(sentByBuyer(buyer))
    .returning({ id: leads.id });
  if (cleared.length > 0) await tx.update(leadMessages).set({ toEmail: null }).where(inArray(leadMessages.leadId, cleared.map((lead) => lead.id)));
  return cleared.length;
}
