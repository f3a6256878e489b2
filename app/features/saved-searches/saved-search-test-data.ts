import { eq, sql } from "drizzle-orm";
import { users } from "~/features/accounts/user.table";
import { reviewListing } from "~/features/listing-review/admin-review.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { listingPhotos } from "~/features/listings/listing-photo.table";
import { listings, type NewListingRow } from "~/features/listings/listing.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { saveSearch, type SearchOwner } from "./saved-searches.server";

/** Test data for saved searches: buyers, their searches, listings approved the way administrators approve them. */
let sequence = 0;

export async function createTestBuyer(options: { verified?: boolean } = {}): Promise<SearchOwner & { email: string }> {
  sequence += 1;
  const verified = options.verified ?? true;
  const [row] = await getDb()
    .insert(users)
    .values({
      email: `buyer${sequence}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      name: "Riley Quinn",
      role: "buyer",
      status: "active",
      passwordHash: "not-a-real-hash",
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning({ id: users.id, email: users.email });
  return { id: row!.id, email: row!.email, emailVerified: verified };
}

/** Saves a search from its /mls query string; fails the test when refused. */
export async function createTestSearch(owner: SearchOwner, query: string, frequency: "instant" | "daily" | "weekly" | "off" = "instant", name = "") {
  const result = await saveSearch(owner, { query, frequency, name });
  if (!result.success) throw new Error(`The search was refused: ${result.error}`);
  return result.id;
}

const admin = { id: "00000000-0000-4000-8000-00000000ad01", email: "admin@demo.test", role: "admin" as const, status: "active" as const };

/** A listing submitted for review, then approved by an administrator through the review service. */
export async function approvedByReview(overrides: Partial<NewListingRow> = {}) {
  const listing = await createTestListing({ ...overrides, reviewStatus: "pending" });
  await getDb().insert(listingPhotos).values({ listingId: listing.id, position: 0, alt: "A view", width: 640, height: 480, storageKey: "c".repeat(64), variants: [] });
  const result = await reviewListing(admin, listing.id, "approved");
  if (!result.success) throw new Error(`The approval was refused: ${result.error}`);
  return listing;
}

/** A price change as the agent's edit or the import writes it. */
export async function changePrice(id: string, listPrice: number) {
  await getDb().update(listings).set({ listPrice, updatedAt: new Date() }).where(eq(listings.id, id));
}

/** The alert e-mails queued, oldest first. */
export async function queuedAlerts() {
  return getDb().select().from(mailOutbox).orderBy(mailOutbox.createdAt, sql`${mailOutbox.subject}`);
}
