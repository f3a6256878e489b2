import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { listings } from "./listing.table";
import { LISTING_MESSAGES } from "./listing-rules";
import { featuredSchema, reviewSchema } from "./listing-schema";
import { isUuid } from "./listing-store.server";

const notFound = () => fail(LISTING_MESSAGES.notFound);

/**
 * Spec §7 "update listing status": an administrator sets any review status
 * with optional notes (default empty), which records reviewedAt. `approved`
 * is what the public sees. The market status (StandardStatus) is untouched.
 */
export async function updateListingStatus(id: string, status: string, notes = ""): Promise<Result<{ id: string }>> {
  const parsed = reviewSchema.safeParse({ status, notes });
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(fieldErrors.status ?? fieldErrors.notes ?? formError, fieldErrors);
  }
  if (!isUuid(id)) return notFound();
  return runService("updateListingStatus", { id, status: parsed.data.status }, async () => {
    const now = new Date();
    const [row] = await getDb()
      .update(listings)
      .set({ reviewStatus: parsed.data.status, adminNotes: parsed.data.notes, reviewedAt: now, updatedAt: now })
      .where(eq(listings.id, id))
      .returning({ id: listings.id });
    return row ? ok({ id: row.id }) : notFound();
  });
}

/** An administrator's choice for the home page's featured sections. */
export async function setListingFeatured(id: string, featured: boolean | string): Promise<Result<{ id: string }>> {
  const parsed = featuredSchema.safeParse(featured);
  if (!parsed.success) return fail(LISTING_MESSAGES.featured);
  if (!isUuid(id)) return notFound();
  return runService("setListingFeatured", { id, featured: parsed.data }, async () => {
    const [row] = await getDb()
      .update(listings)
      .set({ featured: parsed.data, updatedAt: new Date() })
      .where(eq(listings.id, id))
      .returning({ id: listings.id });
    return row ? ok({ id: row.id }) : notFound();
  });
}

/** Spec §7 "delete listing by id" (its photo rows go with it). */
export async function deleteListing(id: string): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  return runService("deleteListing", { id }, async () => {
    const [row] = await getDb().delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
    return row ? ok({ id: row.id }) : notFound();
  });
}
