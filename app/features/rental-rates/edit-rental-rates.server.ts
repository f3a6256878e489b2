import { and, eq, ne, sql } from "drizzle-orm";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { updateListing } from "~/features/listings/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { rentalFees, rentalHolidayRules, rentalSeasons } from "./rental-rates.table";
import { rangeInWords } from "./stay-rates";
import { stayTerms } from "./stay-terms.table";
import { feesSchema, holidaySchema, RATE_FORM_MESSAGES, seasonSchema } from "./rates-schema";
import { findRateRental } from "./rental-rates.server";

/**
 * Administrators' changes to a rental's seasons, holiday rules and fees. Each
 * service asks for manage:rental-rates first, validates again whatever it is
 * given, refuses a range that overlaps another of the rental's (naming it),
 * and records the change in the audit log in the same transaction. Seasons
 * and holiday rules of one rental are written under its calendar's lock, and
 * the database's exclusion constraints refuse an overlap between two
 * concurrent saves all the same.
 */

type Kind = "season" | "holiday";

const TABLES = { season: rentalSeasons, holiday: rentalHolidayRules } as const;

class Refused extends Error {
  constructor(readonly failure: ReturnType<typeof fail>) {
    super(failure.error);
  }
}

function firstError(fieldErrors: Record<string, string | undefined>, formError: string) {
  return Object.values(fieldErrors).find(Boolean) ?? formError;
}

async function lockRates(tx: Database, listingId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rental_rates'), hashtext(${listingId}))`);
}

/** The first range of `kind` of the rental that shares a night with [first, last], other than `exceptId`. */
async function overlapping(tx: Database, kind: Kind, listingId: string, first: string, last: string, exceptId: string | null) {
  const table = TABLES[kind];
  const [row] = await tx
    .select({ name: table.name, firstNight: table.firstNight, lastNight: table.lastNight })
    .from(table)
    .where(
      and(
        eq(table.listingId, listingId),
        exceptId ? ne(table.id, exceptId) : undefined,
        sql`daterange(${table.firstNight}, ${table.lastNight}, '[]') && daterange(${first}::date, ${last}::date, '[]')`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Runs a change of rates in one transaction; refusals and a concurrent overlap become messages. */
async function change<T extends object>(name: string, listingId: string, work: (tx: Database) => Promise<Result<T>>): Promise<Result<T>> {
  return runService(name, { listingId }, async () => {
    try {
      return await getDb().transaction(async (tx) => {
        await lockRates(tx, listingId);
        const result = await work(tx);
        if (!result.success) throw new Refused(result);
        return result;
      });
    } catch (error) {
      if (error instanceof Refused) return error.failure;
      if (isExclusionViolation(error)) return fail(RATE_FORM_MESSAGES.overlapRace);
      throw error;
    }
  });
}

/** Adds a season (`id` null) or changes one of the rental's seasons. */
export async function saveSeason(actor: AuditedActor, listingId: string, id: string | null, input: unknown): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:rental-rates");
  if (refused) return refused;
  const parsed = seasonSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(firstError(fieldErrors, formError), fieldErrors);
  }
  const season = parsed.data;
  if (!(await findRateRental(listingId))) return failWith("not_found", RATE_FORM_MESSAGES.rentalNotFound);
  if (id !== null && !isUuid(id)) return failWith("not_found", RATE_FORM_MESSAGES.seasonNotFound);
  return change("saveSeason", listingId, async (tx) => {
    const other = await overlapping(tx, "season", listingId, season.firstNight, season.lastNight, id);
    if (other) {
      const message = RATE_FORM_MESSAGES.overlapSeason(other.name, rangeInWords(other.firstNight, other.lastNight));
      return fail(message, { firstNight: message });
    }
    const values = {
      name: season.name,
      firstNight: season.firstNight,
      lastNight: season.lastNight,
      nightlyCents: season.nightly,
      weeklyCents: season.weekly,
      minimumNights: season.minimumNights,
      checkInDays: season.checkInDays,
    };
    const [row] = id
      ? await tx
          .update(rentalSeasons)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(rentalSeasons.id, id), eq(rentalSeasons.listingId, listingId)))
          .returning({ id: rentalSeasons.id })
      : await tx.insert(rentalSeasons).values({ listingId, ...values }).returning({ id: rentalSeasons.id });
    if (!row) return failWith("not_found", RATE_FORM_MESSAGES.seasonNotFound);
    await recordAudit({ actor, action: id ? "rental.season.update" : "rental.season.add", subject: { type: "listing", id: listingId }, after: { id: row.id, ...values } }, tx);
    return ok({ id: row.id });
  });
}

/** Adds a holiday rule (`id` null) or changes one of the rental's. */
export async function saveHolidayRule(actor: AuditedActor, listingId: string, id: string | null, input: unknown): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:rental-rates");
  if (refused) return refused;
  const parsed = holidaySchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(firstError(fieldErrors, formError), fieldErrors);
  }
  const rule = parsed.data;
  if (!(await findRateRental(listingId))) return failWith("not_found", RATE_FORM_MESSAGES.rentalNotFound);
  if (id !== null && !isUuid(id)) return failWith("not_found", RATE_FORM_MESSAGES.holidayNotFound);
  return change("saveHolidayRule", listingId, async (tx) => {
    const other = await overlapping(tx, "holiday", listingId, rule.firstNight, rule.lastNight, id);
    if (other) {
      const message = RATE_FORM_MESSAGES.overlapHoliday(other.name, rangeInWords(other.firstNight, other.lastNight));
      return fail(message, { firstNight: message });
    }
    const values = { name: rule.name, firstNight: rule.firstNight, lastNight: rule.lastNight, minimumNights: rule.minimumNights, checkInDays: rule.checkInDays };
    const [row] = id
      ? await tx
          .update(rentalHolidayRules)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(rentalHolidayRules.id, id), eq(rentalHolidayRules.listingId, listingId)))
          .returning({ id: rentalHolidayRules.id })
      : await tx.insert(rentalHolidayRules).values({ listingId, ...values }).returning({ id: rentalHolidayRules.id });
    if (!row) return failWith("not_found", RATE_FORM_MESSAGES.holidayNotFound);
    await recordAudit({ actor, action: id ? "rental.holiday.update" : "rental.holiday.add", subject: { type: "listing", id: listingId }, after: { id: row.id, ...values } }, tx);
    return ok({ id: row.id });
  });
}

/** Deletes one of the rental's seasons or holiday rules. */
export async function deleteRateRange(actor: AuditedActor, listingId: string, kind: Kind, id: string): Promise<Result<{ name: string }>> {
  const refused = refuse(actor, "manage:rental-rates");
  if (refused) return refused;
  const missing = kind === "season" ? RATE_FORM_MESSAGES.seasonNotFound : RATE_FORM_MESSAGES.holidayNotFound;
  if (!isUuid(id) || !isUuid(listingId)) return failWith("not_found", missing);
  return change("deleteRateRange", listingId, async (tx) => {
    const table = TABLES[kind];
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.listingId, listingId)))
      .returning({ name: table.name, firstNight: table.firstNight, lastNight: table.lastNight });
    if (!row) return failWith("not_found", missing);
    await recordAudit({ actor, action: `rental.${kind}.delete`, subject: { type: "listing", id: listingId }, before: { id, ...row } }, tx);
    return ok({ name: row.name });
  });
}

async function holdsDamageDeposit(listingId: string): Promise<boolean> {
  const [terms] = await getDb().select({ holdCents: stayTerms.damageHoldCents }).from(stayTerms).where(eq(stayTerms.listingId, listingId));
  return (terms?.holdCents ?? 0) > 0;
}

/** Sets the rental's cleaning fee (its listing's, whole dollars) and its damage waiver (cents; null: none). */
export async function saveRentalFees(actor: AuditedActor, listingId: string, input: unknown): Promise<Result> {
  const refused = refuse(actor, "manage:rental-rates");
  if (refused) return refused;
  const parsed = feesSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(firstError(fieldErrors, formError), fieldErrors);
  }
  const fees = parsed.data;
  if (!(await findRateRental(listingId))) return failWith("not_found", RATE_FORM_MESSAGES.rentalNotFound);
  // A rental protects against damage with a waiver fee or a card hold, never both.
  if (fees.damageWaiver && (await holdsDamageDeposit(listingId))) return fail(RATE_FORM_MESSAGES.waiverAndHold, { damageWaiver: RATE_FORM_MESSAGES.waiverAndHold });
  return change("saveRentalFees", listingId, async (tx) => {
    await updateListing(listingId, { cleaningFee: fees.cleaning }, tx);
    await tx
      .insert(rentalFees)
      .values({ listingId, damageWaiverCents: fees.damageWaiver })
      .onConflictDoUpdate({ target: rentalFees.listingId, set: { damageWaiverCents: fees.damageWaiver, updatedAt: new Date() } });
    await recordAudit({ actor, action: "rental.fees.update", subject: { type: "listing", id: listingId }, after: { cleaningFee: fees.cleaning, damageWaiverCents: fees.damageWaiver } }, tx);
    return ok({});
  });
}
