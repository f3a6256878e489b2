import { and, asc, eq } from "drizzle-orm";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { listingPublicPath, rentalName } from "~/features/listings";
import { listingColumns as listing, publicPathColumns, selectListings } from "~/features/listings/index.server";
import { getDb } from "~/shared/db/client.server";
import { formFailure, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureReply } from "~/shared/http/reply";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { rentalArrivalNotes } from "./arrival-notes.table";
import { arrivalNotesSchema } from "./arrival-notes-schema";
import type { ArrivalNotes } from "./arrival-mail";

export const RENTAL_NOT_FOUND = "Rental not found";

export type ArrivalNotesRental = { id: string; name: string; publicPath: string; reviewStatus: string; hasNotes: boolean; updatedAt: Date | null };

const filled = (notes: ArrivalNotes) => Object.values(notes).some((value) => value.trim() !== "");

async function rentalRows(listingId?: string) {
  const rows = await selectListings({
    ...publicPathColumns,
    title: listing.title,
    reviewStatus: listing.reviewStatus,
    ferry: rentalArrivalNotes.ferry,
    car: rentalArrivalNotes.car,
    directions: rentalArrivalNotes.directions,
    checkIn: rentalArrivalNotes.checkIn,
    notesUpdatedAt: rentalArrivalNotes.updatedAt,
  })
    .leftJoin(rentalArrivalNotes, eq(rentalArrivalNotes.listingId, listing.id))
    .where(listingId ? and(eq(listing.kind, "rental"), eq(listing.id, listingId)) : eq(listing.kind, "rental"))
    .orderBy(asc(listing.title), asc(listing.id))
    .limit(500);
  return rows.map((row) => {
    const notes: ArrivalNotes = { ferry: row.ferry ?? "", car: row.car ?? "", directions: row.directions ?? "", checkIn: row.checkIn ?? "" };
    const rental: ArrivalNotesRental = {
      id: row.id,
      name: rentalName(row),
      publicPath: listingPublicPath(row),
      reviewStatus: row.reviewStatus,
      hasNotes: filled(notes),
      updatedAt: row.notesUpdatedAt,
    };
    return { rental, notes };
  });
}

/** Every rental, with whether its arrival notes are written (administrators). */
export async function listArrivalNotesRentals(actor: AuditedActor): Promise<Result<{ data: ArrivalNotesRental[] }>> {
  const refused = refuse(actor, "manage:arrival-notes");
  if (refused) return refused;
  return runService("listArrivalNotesRentals", {}, async () => ok({ data: (await rentalRows()).map((row) => row.rental) }));
}

/** One rental's arrival notes (empty sections when none are written yet). */
export async function loadArrivalNotes(actor: AuditedActor, listingId: string): Promise<Result<{ data: { rental: ArrivalNotesRental; notes: ArrivalNotes } }>> {
  const refused = refuse(actor, "manage:arrival-notes");
  if (refused) return refused;
  if (!isUuid(listingId)) return failWith("not_found", RENTAL_NOT_FOUND);
  return runService("loadArrivalNotes", { listingId }, async () => {
    const [row] = await rentalRows(listingId);
    return row ? ok({ data: row }) : failWith("not_found", RENTAL_NOT_FOUND);
  });
}

/** Writes a rental's arrival notes (audited); the next pre-arrival e-mails carry them. */
export async function saveArrivalNotes(actor: AuditedActor, listingId: string, notes: ArrivalNotes): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:arrival-notes");
  if (refused) return refused;
  if (!isUuid(listingId)) return failWith("not_found", RENTAL_NOT_FOUND);
  return runService("saveArrivalNotes", { listingId }, async () =>
    getDb().transaction(async (tx) => {
      const [rental] = await selectListings({ id: listing.id }, tx).where(and(eq(listing.id, listingId), eq(listing.kind, "rental"))).for("update");
      if (!rental) return failWith("not_found", RENTAL_NOT_FOUND);
      const [before] = await tx.select().from(rentalArrivalNotes).where(eq(rentalArrivalNotes.listingId, listingId));
      const now = new Date();
      await tx
        .insert(rentalArrivalNotes)
        .values({ listingId, ...notes, updatedBy: actor.id, updatedAt: now })
        .onConflictDoUpdate({ target: rentalArrivalNotes.listingId, set: { ...notes, updatedBy: actor.id, updatedAt: now } });
      const view = (value: ArrivalNotes | undefined) => (value ? { ferry: value.ferry, car: value.car, directions: value.directions, checkIn: value.checkIn } : null);
      await recordAudit({ actor, action: "arrival-notes.save", subject: { type: "listing", id: listingId }, before: view(before), after: view(notes) }, tx);
      return ok({ id: listingId });
    }),
  );
}

export type ArrivalNotesReply = { status: 200; body: { saved: true } } | { status: FailureStatus; body: FormFailure };

/** The arrival notes form from submission to reply. */
export async function handleArrivalNotesForm(actor: AuditedActor, listingId: string, formData: FormData): Promise<ArrivalNotesReply> {
  const form = parseForm(formData, arrivalNotesSchema);
  if (!form.success) return { status: 400, body: formFailure(form) };
  const result = await saveArrivalNotes(actor, listingId, form.data);
  if (result.success) return { status: 200, body: { saved: true } };
  return failureReply(result, { fieldErrors: {}, values: form.values, formError: result.error });
}
