import { refuse } from "~/shared/access/permissions";
import { and, eq } from "drizzle-orm";
import { listFavourites } from "~/features/favourites/index.server";
import { readLeadSource, type LeadSource } from "./lead-source-store.server";
import { listingPublicPath, rentalName } from "~/features/listings";
import { FREQUENCY_LABELS } from "~/features/saved-searches";
import { listSavedSearches } from "~/features/saved-searches/index.server";
import { getDb } from "~/shared/db/client.server";
import { throwFailure } from "~/shared/http/failure-status";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { leadVisibleTo, type LeadViewer } from "./lead-access.server";
import { leads } from "./lead.table";
import { LEAD_MESSAGES } from "./lead-rules";
import { pageTitleOf } from "./page-title.server";

/** What a lead's page shows about where the buyer came from and, for a signed-in buyer, what they keep. */
export type LeadOrigin = {
  receivedAt: Date;
  source: LeadSource | null;
  /** The first page's title ("Sea Grape Cottage", "Contact Us"); null when none was recorded or it names no page we know. */
  firstPageTitle: string | null;
  /** Null when the enquiry was not sent from a buyer account (or the account is gone). */
  buyer: {
    favourites: Array<{ title: string; path: string; price: number | null; savedAt: Date; public: boolean }>;
    searches: Array<{ id: string; name: string; summary: string; frequency: string; href: string }>;
  } | null;
};

/**
 * The lead's first touch and its buyer's favourites and saved searches, for
 * a viewer who may see the lead; another agent's lead (or none) is not found.
 */
export async function loadLeadOrigin(viewer: LeadViewer, leadId: unknown): Promise<Result<{ data: LeadOrigin }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  if (!isUuid(leadId)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("loadLeadOrigin", { leadId, viewerId: viewer.id }, async (): Promise<Result<{ data: LeadOrigin }>> => {
    const [lead] = await getDb()
      .select({ buyerId: leads.buyerId, createdAt: leads.createdAt })
      .from(leads)
      .where(and(eq(leads.id, leadId), leadVisibleTo(viewer)));
    if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
    const source = await readLeadSource(leadId);
    const firstPageTitle = await pageTitleOf(source?.touch.landing);
    if (!lead.buyerId) return ok({ data: { receivedAt: lead.createdAt, source, firstPageTitle, buyer: null } });
    const [favourites, searches] = await Promise.all([listFavourites(lead.buyerId), listSavedSearches(lead.buyerId)]);
    if (!favourites.success) return favourites;
    if (!searches.success) return searches;
    return ok({
      data: {
        receivedAt: lead.createdAt,
        source,
        firstPageTitle,
        buyer: {
          favourites: favourites.data.map((entry) => ({
            title: entry.listing.kind === "rental" ? rentalName(entry.listing) : entry.listing.title,
            path: listingPublicPath(entry.listing),
            price: entry.listing.price,
            savedAt: entry.savedAt,
            public: entry.public,
          })),
          searches: searches.data.map((search) => ({
            id: search.id,
            name: search.name,
            summary: search.summary,
            frequency: FREQUENCY_LABELS[search.frequency as keyof typeof FREQUENCY_LABELS] ?? search.frequency,
            href: `/mls${search.query ? `?${search.query}` : ""}`,
          })),
        },
      },
    });
  });
}

/** The origin for a lead page's loader: a lead the viewer may not see is the same 404 as the page's. */
export async function loadLeadOriginSection(viewer: LeadViewer, leadId: string | undefined): Promise<LeadOrigin> {
  const result = await loadLeadOrigin(viewer, leadId ?? "");
  if (!result.success) throwFailure(result);
  return result.data;
}
