import { desc, eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { leads, showings, type LeadStatus, type ShowingStatus } from "./lead.table";
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
