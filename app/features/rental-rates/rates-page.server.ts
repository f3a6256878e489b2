import { asc, count, eq, sql } from "drizzle-orm";
import { can, forbidden, FORBIDDEN_MESSAGE, type AuditedActor } from "~/shared/access/permissions";
import { listingColumns as listing, selectListings, isApproved } from "~/features/listings/index.server";
import { rentalName } from "~/features/listings";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { isIsoDay } from "~/shared/dates/island-days";
import type { FieldErrors } from "~/shared/lib/result";
import { failureReply } from "~/shared/http/reply";
import { dollarsFieldOfCents } from "~/shared/lib/money";
import { rentalSeasons } from "./rental-rates.table";
import { computeQuote, type Quote } from "./stay-quote";
import { stayRuleProblem, type RentalRates } from "./stay-rates";
import { deleteRateRange, saveHolidayRule, saveRentalFees, saveSeason } from "./edit-rental-rates.server";
import { RATE_FORM_MESSAGES } from "./rates-schema";
import { findRateRental, loadRentalRates, type RateRental } from "./rental-rates.server";

/** A rental on the rates index: its name, whether it is public, its base nightly rate and how many seasons it has. */
export type RateRentalRow = { id: string; name: string; approved: boolean; nightlyRate: number | null; seasons: number };

/** Every rental listing, by name, with its seasons counted (administrators: the route asked manage:rental-rates). */
export async function listRateRentals(): Promise<RateRentalRow[]> {
  const seasons = getDb()
    .select({ listingId: rentalSeasons.listingId, total: count().as("total") })
    .from(rentalSeasons)
    .groupBy(rentalSeasons.listingId)
    .as("season_counts");
  const rows = await selectListings({
    id: listing.id,
    title: listing.title,
    propertyInfo: listing.propertyInfo,
    nightlyRate: listing.nightlyRate,
    approved: sql<boolean>`${isApproved}`,
    seasons: sql<number>`coalesce(${seasons.total}, 0)::integer`,
  })
    .leftJoin(seasons, eq(seasons.listingId, listing.id))
    .where(eq(listing.kind, "rental"))
    .orderBy(asc(listing.title));
  return rows.map((row) => ({ id: row.id, name: rentalName(row), approved: row.approved, nightlyRate: row.nightlyRate, seasons: Number(row.seasons) }));
}

export type RatesPreview = { checkIn: string; checkOut: string; quote: Quote | null; problem: string | null };

export type RatesPage = {
  rental: RateRental;
  rates: RentalRates;
  taxRate: number;
  /** The fees form's values: the cleaning fee in whole dollars, the damage waiver as typed dollars. */
  fees: { cleaning: string; damageWaiver: string };
  preview: RatesPreview | null;
};

/**
 * The rates page of a rental: every season and holiday rule (past ones
 * too), its fees, and a quote for the dates asked for (?checkIn=&checkOut=),
 * priced and checked by the same rules as a guest's request. Null for a
 * listing that is not a rental.
 */
export async function loadRatesPage(listingId: string, query: URLSearchParams): Promise<RatesPage | null> {
  const rental = await findRateRental(listingId);
  if (!rental) return null;
  const rates = await loadRentalRates(rental);
  const taxRate = getConfig().hotelTaxRate;
  const checkIn = query.get("checkIn") ?? "";
  const checkOut = query.get("checkOut") ?? "";
  let preview: RatesPreview | null = null;
  if (isIsoDay(checkIn) && isIsoDay(checkOut)) {
    const quote = computeQuote(rates, checkIn, checkOut, taxRate);
    const problem = quote ? (stayRuleProblem(rates, checkIn, checkOut, rental.minimumNights)?.message ?? null) : "Check-out must be after check-in, within a year.";
    preview = { checkIn, checkOut, quote, problem };
  }
  return {
    rental,
    rates,
    taxRate,
    fees: { cleaning: String(rental.cleaningFee ?? 0), damageWaiver: dollarsFieldOfCents(rates.damageWaiverCents) },
    preview,
  };
}

export type RatesFormReply =
  | { intent: string; success: true; message: string; id?: string }
  | { intent: string; success: false; error: string; fieldErrors?: FieldErrors; values?: Record<string, string>; id?: string };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** The fields of a season or holiday form, as the services read them (check-in days as every box ticked). */
function rangeInput(form: FormData) {
  return {
    name: text(form, "name"),
    firstNight: text(form, "firstNight"),
    lastNight: text(form, "lastNight"),
    nightly: text(form, "nightly"),
    weekly: text(form, "weekly"),
    minimumNights: text(form, "minimumNights"),
    checkInDays: form.getAll("checkInDays").map(String),
  };
}

/**
 * The rates page's form posts, for a rental the route found: save or delete
 * a season or holiday rule (delete after a confirmation step), save the
 * fees. A refusal comes back with what was typed, to correct.
 */
export async function handleRatesForm(actor: AuditedActor, listingId: string, form: FormData): Promise<{ status: number; body: RatesFormReply }> {
  const intent = text(form, "intent");
  if (!can(actor, "manage:rental-rates")) return failureReply(forbidden(), { intent, success: false, error: FORBIDDEN_MESSAGE });
  const id = text(form, "id") || null;
  switch (intent) {
    case "save-season":
    case "save-holiday": {
      const input = rangeInput(form);
      const saved = intent === "save-season" ? await saveSeason(actor, listingId, id, input) : await saveHolidayRule(actor, listingId, id, input);
      const what = intent === "save-season" ? "Season" : "Holiday rule";
      if (saved.success) return { status: 200, body: { intent, success: true, message: `${what} “${input.name.trim()}” saved.` } };
      const values = { ...input, checkInDays: input.checkInDays.join(",") };
      return failureReply(saved, { intent, success: false, error: saved.error, fieldErrors: saved.fieldErrors, values, id: id ?? undefined });
    }
    case "confirm-delete-season":
    case "confirm-delete-holiday":
      return { status: 200, body: { intent, success: true, message: "", id: id ?? undefined } };
    case "delete-season":
    case "delete-holiday": {
      const kind = intent === "delete-season" ? "season" : "holiday";
      const deleted = await deleteRateRange(actor, listingId, kind, id ?? "");
      if (!deleted.success) return failureReply(deleted, { intent, success: false, error: deleted.error });
      return { status: 200, body: { intent, success: true, message: `${kind === "season" ? "Season" : "Holiday rule"} “${deleted.name}” deleted.` } };
    }
    case "save-fees": {
      const input = { cleaning: text(form, "cleaning"), damageWaiver: text(form, "damageWaiver") };
      const saved = await saveRentalFees(actor, listingId, input);
      if (saved.success) return { status: 200, body: { intent, success: true, message: "Fees saved." } };
      return failureReply(saved, { intent, success: false, error: saved.error, fieldErrors: saved.fieldErrors, values: input });
    }
    default:
      return { status: 400, body: { intent, success: false, error: RATE_FORM_MESSAGES.unknownAction } };
  }
}
