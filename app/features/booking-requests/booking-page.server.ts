import { readFormData } from "~/shared/forms/parse-form";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { findApprovedRentalByName, getPublicRentalBySlug } from "~/features/listings/index.server";
import { firstMonthShown } from "~/features/stays";
import { loadAvailability } from "~/features/rental-calendars/index.server";
import { handleBookingForm, type BookingTarget } from "./request-booking.server";
import type { BookingPanel } from "./ui/booking-request-form";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { getConfig } from "~/shared/config/env.server";
import { stayTermsNotice } from "~/features/rental-rates/index.server";
import { loadRentalRates, type BaseRateListing } from "~/features/rental-rates/index.server";

/** How many months the availability calendar shows, from the current one. */
export const CALENDAR_MONTHS = 12;

/**
 * What a rental or villa page's booking form and calendar need: today in
 * St. John, the tax rate, the rental's rates (its seasons and holiday rules
 * from today on), the unavailable nights of the months shown and a
 * spam-guard token. An availability failure (logged) shows an empty calendar
 * rather than breaking the page: the server still refuses taken dates.
 */
export async function loadBookingPanel(rental: BaseRateListing, requestedMonth?: string | null): Promise<BookingPanel> {
  const today = todayOnIsland();
  const first = `${today.slice(0, 7)}-01`;
  const [year, month] = first.split("-").map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1 + CALENDAR_MONTHS, 1)).toISOString().slice(0, 10);
  const [nights, rates] = await Promise.all([loadAvailability(rental.id, first, addDays(end, 366)), loadRentalRates(rental, { from: today })]);
  return {
    today,
    taxRate: getConfig().hotelTaxRate,
    rates,
    unavailable: nights.success ? nights.data : [],
    formToken: issueFormToken(),
    months: CALENDAR_MONTHS,
    firstMonth: firstMonthShown(today, requestedMonth, CALENDAR_MONTHS),
    terms: await stayTermsNotice(rental.id),
  };
}

async function answer(request: Request, target: BookingTarget | null, clientAddress: string | undefined) {
  return handleBookingForm(await readFormData(request), target, { clientAddress });
}

/** POST /rental/{slug}: a booking request for that rental; an unknown slug is a 404 with the message. */
export async function rentalBookingAction(request: Request, slug: string, clientAddress: string | undefined) {
  const rental = await getPublicRentalBySlug(slug);
  return answer(request, rental.success ? { listingId: rental.data.id, source: "rental" } : null, clientAddress);
}

/** POST /villa/{name}: a booking request for the rental chosen by name, stored with the rental's slug. */
export async function rentalByNameBookingAction(request: Request, name: string, clientAddress: string | undefined) {
  const rental = await findApprovedRentalByName(name);
  const chosen = rental.success ? rental.data : null;
  return answer(request, chosen ? { listingId: chosen.id, source: "villa", rentalSlug: chosen.slug } : null, clientAddress);
}
