import { and, eq } from "drizzle-orm";
import { listingColumns, photosOf, selectListings } from "~/features/listings/index.server";
import type { Database } from "~/shared/db/client.server";
import { listingRevisions } from "./listing-revision.table";
import { revisionColumns } from "./revision-fields";

/** The demo's waiting change: the second agent adds a paragraph to an approved villa's description. */
const DEMO_REVISION = {
  slug: "sugarbird-villa",
  agentEmail: "agent2@demo.test",
  addition: "**New this season:** the pool deck has been resurfaced and a second cistern added.",
};

/**
 * A revision waiting for review in the demo, so the review queue shows one
 * at work. Idempotent: nothing is added when the listing is missing or
 * already has a revision.
 */
export async function seedDemoRevisions(db: Database): Promise<number> {
  const [listing] = await selectListings(listingColumns, db).where(and(eq(listingColumns.slug, DEMO_REVISION.slug), eq(listingColumns.reviewStatus, "approved")));
  if (!listing) return 0;
  const row = listing as unknown as Record<string, unknown>;
  const proposed = Object.fromEntries(revisionColumns(listing.kind).map((column) => [column, row[column] ?? null]));
  proposed.description = `${listing.description}\n\n${DEMO_REVISION.addition}`;
  const photos = (await photosOf(listing.id, db)).map((photo) => ({ existingId: photo.id, alt: photo.alt }));
  const inserted = await db
    .insert(listingRevisions)
    .values({ listingId: listing.id, proposed, photos, proposedBy: listing.agentId, proposedByEmail: DEMO_REVISION.agentEmail })
    .onConflictDoNothing()
    .returning({ id: listingRevisions.id });
  return inserted.length;
}
