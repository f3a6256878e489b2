import { sql, type SQL } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { listingPhotosUseImage } from "~/features/listings/index.server";
import { listingRevisionsUseImage } from "~/features/listing-upkeep/index.server";
import { mlsMediaUsesImage } from "~/features/mls-feed/index.server";
import { ownerExpensesUseImage } from "~/features/owner-accounts/index.server";

/**
 * Every place a row can use a stored image, in one list: the upload sweep
 * deletes a file only when none of these matches its key prefix (the
 * image's content hash, which every variant key and `/media/` URL starts
 * with). A new column that stores images or media URLs belongs here.
 */
export const MEDIA_REFERENCE_SOURCES: { name: string; uses: (storageKey: SQL) => SQL }[] = [
  { name: "listing photos", uses: listingPhotosUseImage },
  { name: "MLS feed photos", uses: mlsMediaUsesImage },
  { name: "proposed listing revisions", uses: listingRevisionsUseImage },
  { name: "expense receipts", uses: ownerExpensesUseImage },
  { name: "agent portraits", uses: (key) => sql`exists (select 1 from agent_profiles where strpos(photo::text, ${key}) > 0)` },
  { name: "blog covers", uses: (key) => sql`exists (select 1 from blog_posts where strpos(cover_image::text, ${key}) > 0)` },
  {
    name: "blog post bodies",
    uses: (key) => sql`exists (select 1 from blog_posts where strpos(description, '/media/' || ${key} || '/') > 0)`,
  },
];

/** Which of these key prefixes some row still uses. */
export async function findUsedStorageKeys(storageKeys: readonly string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const key = sql.raw("candidate.key");
  const used = sql.join(
    MEDIA_REFERENCE_SOURCES.map((source) => source.uses(key)),
    sql` or `,
  );
  const { rows } = await rawQuery<{ key: string }>(getDb(), sql`
    select candidate.key from json_array_elements_text(${JSON.stringify(storageKeys)}::json) as candidate(key)
    where ${used}`);
  return new Set(rows.map((row) => row.key));
}
