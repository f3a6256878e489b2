import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { findAccount } from "~/features/accounts/index.server";
import { exportFavourites, type FavouriteExport } from "~/features/favourites/index.server";
import { exportEnquiries, type EnquiryExport } from "~/features/leads/index.server";
import { exportSavedSearches, type SavedSearchExport } from "~/features/saved-searches/index.server";

export type BuyerDataExport = {
  exportedAt: string;
  account: { name: string; email: string; phone: string | null; role: string; createdAt: string; emailVerifiedAt: string | null };
  favourites: FavouriteExport[];
  savedSearches: SavedSearchExport[];
  enquiries: EnquiryExport[];
};

/**
 * Everything the site holds about a buyer, as one JSON document: the
 * account's fields (never the password hash), favourites, saved searches,
 * and the enquiries the buyer sent with their showing requests, each part
 * answered by the feature that keeps it.
 */
export async function exportBuyerData(userId: string, options: { now?: Date } = {}): Promise<Result<{ data: BuyerDataExport }>> {
  const now = options.now ?? new Date();
  return runService("exportBuyerData", { userId }, async () => {
    const account = await findAccount(userId);
    if (!account) return failWith("not_found", "Your account was not found.");
    const favourites = await exportFavourites(userId);
    const savedSearches = await exportSavedSearches(userId);
    const enquiries = await exportEnquiries({ id: userId, email: account.email, emailVerified: account.emailVerifiedAt !== null });
    return ok({
      data: {
        exportedAt: now.toISOString(),
        account: { ...account, createdAt: account.createdAt.toISOString(), emailVerifiedAt: account.emailVerifiedAt ? account.emailVerifiedAt.toISOString() : null },
        favourites,
        savedSearches,
        enquiries,
      },
    });
  });
}
