import { createHash } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { rentalAgreements, type RentalAgreementRow } from "./rental-agreement.table";

export type { RentalAgreementRow };

/** The hex SHA-256 of an agreement's text as UTF-8: what a signature records. */
export function agreementDigest(body: string): string {
  return createHash("sha256").update(body, "utf8").digest("hex");
}

/** The rental's agreement in force (its latest version), or null when it has none or the latest is empty. */
export async function currentAgreement(listingId: string, db: Database = getDb()): Promise<RentalAgreementRow | null> {
  const [row] = await db.select().from(rentalAgreements).where(eq(rentalAgreements.listingId, listingId)).orderBy(desc(rentalAgreements.version)).limit(1);
  return row && row.body !== "" ? row : null;
}

/** One version of an agreement by its id (the one a guest signed), or null. */
export async function findAgreement(id: string, db: Database = getDb()): Promise<RentalAgreementRow | null> {
  const [row] = await db.select().from(rentalAgreements).where(eq(rentalAgreements.id, id));
  return row ?? null;
}

/** How many versions of the rental's agreement there are. */
export async function countAgreementVersions(listingId: string, db: Database = getDb()): Promise<number> {
  const [row] = await db.select({ versions: count() }).from(rentalAgreements).where(eq(rentalAgreements.listingId, listingId));
  return row?.versions ?? 0;
}

/**
 * Keeps `body` as the rental's agreement, in the caller's transaction: a text
 * that differs from the latest version is added as the next version (an
 * empty text withdraws the agreement), the same text adds nothing. Answers
 * the version in force afterwards, null when there is none.
 */
export async function saveAgreementText(tx: Database, listingId: string, body: string, createdBy: string | null): Promise<number | null> {
  const [latest] = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.listingId, listingId)).orderBy(desc(rentalAgreements.version)).limit(1).for("update");
  if ((latest?.body ?? "") === body) return latest && latest.body !== "" ? latest.version : null;
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(rentalAgreements).values({ listingId, version, body, sha256: agreementDigest(body), createdBy });
  return body === "" ? null : version;
}

/** A demo rental's first agreement, unless it has one. */
export async function seedDemoAgreement(db: Database, listingId: string, body: string): Promise<void> {
  await db.insert(rentalAgreements).values({ listingId, version: 1, body, sha256: agreementDigest(body) }).onConflictDoNothing();
}
