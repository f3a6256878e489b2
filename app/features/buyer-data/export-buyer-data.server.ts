import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { users } from "~/features/accounts/index.server";
import { favourites } from "~/features/favourites/index.server";
import { leads, sentByBuyer, showings } from "~/features/leads/index.server";
import { listingPath, type StandardStatus } from "~/features/listings";
import { listings } from "~/features/listings/index.server";
import { exportSavedSearches, type SavedSearchExport } from "~/features/saved-searches/index.server";

export type BuyerDataExport = {
  exportedAt: string;
  account: { name: string; email: string; phone: string | null; role: string; createdAt: string; emailVerifiedAt: string | null };
  favourites: Array<{ listingId: string; title: string; path: string; savedPrice: number | null; savedStatus: StandardStatus; savedAt: string }>;
  savedSearches: SavedSearchExport[];
  enquiries: Array<{
    listingTitle: string;
    listingPath: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    message: string;
    status: string;
    createdAt: string;
    showings: Array<{ preferredTimes: string[]; startsAt: string | null; status: string; createdAt: string }>;
  }>;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything the site holds about a buyer, as one JSON document: the
 * account's fields (never the password hash), favourites, saved searches,
 * and the enquiries the buyer sent (sentByBuyer) with their showing requests.
 */
export async function exportBuyerData(userId: string, options: { now?: Date } = {}): Promise<Result<{ data: BuyerDataExport }>> {
  const now = options.now ?? new Date();
  return runService("exportBuyerData", { userId }, async () => {
    const db = getDb();
    const [account] = await db
      .select({ name: users.name, email: users.email, phone: users.phone, role: users.role, createdAt: users.createdAt, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return failWith("not_found", "Your account was not found.");
    const saved = await db
      .select({
        listingId: favourites.listingId,
        title: listings.title,
        kind: listings.kind,
        category: listings.category,
        slug: listings.slug,
        propertyInfo: listings.propertyInfo,
        savedPrice: favourites.savedPrice,
        savedStatus: favourites.savedStatus,
        savedAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt));
    const searches = await exportSavedSearches(userId);
    const sent = await db
      .select()
      .from(leads)
      .where(sentByBuyer({ id: userId, email: account.email, emailVerified: account.emailVerifiedAt !== null })).orderBy(asc(leads.createdAt));
    const requested = sent.length > 0 ? await db.select().from(showings).where(inArray(showings.leadId, sent.map((lead) => lead.id))).orderBy(asc(showings.createdAt)) : [];

    return ok({
      data: {
        exportedAt: now.toISOString(),
        account: { ...account, createdAt: account.createdAt.toISOString(), emailVerifiedAt: iso(account.emailVerifiedAt) },
        favourites: saved.map((row) => ({
          listingId: row.listingId,
          title: row.title,
          path: listingPath({ id: row.listingId, kind: row.kind, category: row.category, slug: row.slug, propertyInfo: row.propertyInfo }),
          savedPrice: row.savedPrice,
          savedStatus: row.savedStatus,
          savedAt: row.savedAt.toISOString(),
        })),
        savedSearches: searches,
        enquiries: sent.map((lead) => ({
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
              startsAt: iso(showing.startsAt),
              status: showing.status,
              createdAt: showing.createdAt.toISOString(),
            })),
        })),
      },
    });
  });
}
