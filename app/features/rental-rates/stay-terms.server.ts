import { eq } from "drizzle-orm";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { announcePublicContentChange } from "~/features/content-changes/index.server";
import { rentalName } from "~/features/listings";
import { getDb, type Database } from "~/shared/db/client.server";
import { parseForm } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { countAgreementVersions, currentAgreement, saveAgreementText } from "~/features/rental-agreements/index.server";
import { getConfig } from "~/shared/config/env.server";
import { findBookableRental } from "./bookable-rental.server";
import { stayTerms } from "./stay-terms.table";
import { hasDamageWaiver } from "./damage-waiver.server";
import { DEFAULT_STAY_TERMS, describeCancellationPolicy, type StayTermsSnapshot } from "./stay-terms-rules";
import type { StayTermsNotice } from "./ui/stay-terms-summary";
import { STAY_TERMS_MESSAGES, stayTermsOf, stayTermsSchema } from "./stay-terms-schema";

export const RENTAL_NOT_FOUND = "Rental not found";

/** A rental's terms as they stand (the defaults while an administrator has set none). */
export async function loadStayTerms(listingId: string, db: Database = getDb()): Promise<StayTermsSnapshot> {
  const [row] = await db.select().from(stayTerms).where(eq(stayTerms.listingId, listingId));
  if (!row) return DEFAULT_STAY_TERMS;
  return {
    depositPercent: row.depositPercent,
    balanceDaysBefore: row.balanceDaysBefore,
    depositHoldHours: row.depositHoldHours,
    cancellationTiers: row.cancellationTiers,
    damageHoldCents: row.damageHoldCents,
    damageHoldDaysBefore: row.damageHoldDaysBefore,
  };
}

/** What a rental's page tells a guest of its terms before they ask. */
export async function stayTermsNotice(listingId: string): Promise<StayTermsNotice> {
  const terms = await loadStayTerms(listingId);
  return {
    policy: describeCancellationPolicy(terms.cancellationTiers),
    payments: getConfig().stripe.enabled ? { depositPercent: terms.depositPercent, balanceDaysBefore: terms.balanceDaysBefore, damageHoldCents: terms.damageHoldCents } : null,
  };
}

export type StayTermsPage = {
  rental: { id: string; name: string; slug: string };
  terms: StayTermsSnapshot;
  saved: boolean;
  agreement: { version: number; body: string; createdAt: Date } | null;
  versions: number;
};

/** What the stay terms page shows of a rental; administrators only (manage:stay-terms). */
export async function loadStayTermsPage(actor: AuditedActor, listingId: string): Promise<Result<{ data: StayTermsPage }>> {
  const refused = refuse(actor, "manage:stay-terms");
  if (refused) return refused;
  return runService("loadStayTermsPage", { listingId }, async () => {
    const rental = await findBookableRental(listingId);
    if (!rental) return failWith("not_found", RENTAL_NOT_FOUND);
    const [saved] = await getDb().select({ listingId: stayTerms.listingId }).from(stayTerms).where(eq(stayTerms.listingId, rental.id));
    const agreement = await currentAgreement(rental.id);
    return ok({
      data: {
        rental: { id: rental.id, name: rentalName(rental), slug: rental.slug },
        terms: await loadStayTerms(rental.id),
        saved: Boolean(saved),
        agreement: agreement ? { version: agreement.version, body: agreement.body, createdAt: agreement.createdAt } : null,
        versions: await countAgreementVersions(rental.id),
      },
    });
  });
}

/**
 * Saves a rental's terms from the form, and the agreement's text as a new
 * version when it changed (earlier versions stay as they were: bookings
 * signed under them point at them). A damage card hold is refused on a
 * rental that charges a damage waiver fee. Audited; cached rental pages are
 * told to render again.
 */
export async function saveStayTerms(actor: AuditedActor, listingId: string, formData: FormData): Promise<Result<{ agreementVersion: number | null }>> {
  const refused = refuse(actor, "manage:stay-terms");
  if (refused) return refused;
  const form = parseForm(formData, stayTermsSchema);
  if (!form.success) return fail(form.formError ?? "Please check the fields marked below.", form.fieldErrors);
  const parsed = stayTermsOf(form.data);
  if (!parsed.success) return fail("Please check the fields marked below.", parsed.fieldErrors);
  const { agreement: body, ...terms } = parsed.terms;
  return runService("saveStayTerms", { listingId }, async () => {
    const rental = await findBookableRental(listingId);
    if (!rental) return failWith("not_found", RENTAL_NOT_FOUND);
    if (terms.damageHoldCents > 0 && (await hasDamageWaiver(rental.id))) return fail(STAY_TERMS_MESSAGES.holdAndWaiver, { damageHold: STAY_TERMS_MESSAGES.holdAndWaiver });
    return getDb().transaction(async (tx) => {
      const before = await loadStayTerms(rental.id, tx);
      const now = new Date();
      await tx
        .insert(stayTerms)
        .values({ listingId: rental.id, ...terms, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({ target: stayTerms.listingId, set: { ...terms, updatedAt: now, updatedBy: actor.id } });
      const agreementVersion = await saveAgreementText(tx, rental.id, body, actor.id);
      await recordAudit(
        { actor, action: "stay_terms.saved", subject: { type: "listing", id: rental.id }, before: { ...before }, after: { ...terms, agreementVersion } },
        tx,
      );
      // A rental page shows its cancellation policy: public pages are cleared when this commits.
      await announcePublicContentChange(tx, "stay_terms");
      return ok({ agreementVersion });
    });
  });
}
