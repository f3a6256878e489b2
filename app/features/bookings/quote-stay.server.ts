import { getConfig } from "~/shared/config/env.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { BOOKING_MESSAGES, computeQuote, type Quote } from "./booking-rules";
import { findBookableRental } from "./booking-store.server";
import { daysBetween, isIsoDay } from "~/shared/dates/island-days";

/** The configured hotel occupancy tax rate (HOTEL_TAX_RATE). */
export function hotelTaxRate(): number {
  return getConfig().hotelTaxRate;
}

/** The price of a stay at a rental from its rates (the breakdown). */
export async function quoteStay(listingId: string, checkIn: string, checkOut: string): Promise<Result<{ data: Quote }>> {
  if (!isIsoDay(checkIn)) return fail(BOOKING_MESSAGES.checkIn);
  if (!isIsoDay(checkOut)) return fail(BOOKING_MESSAGES.checkOut);
  if (daysBetween(checkIn, checkOut) <= 0) return fail(BOOKING_MESSAGES.reversed);
  return runService("quoteStay", { listingId }, async () => {
    const rental = await findBookableRental(listingId);
    if (!rental) return fail(BOOKING_MESSAGES.unknownProperty);
    const quote = computeQuote(rental, checkIn, checkOut, hotelTaxRate());
    return quote ? ok({ data: quote }) : fail(BOOKING_MESSAGES.tooLong);
  });
}
