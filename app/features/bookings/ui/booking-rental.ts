import { rentalName } from "~/features/listings/rental-name";
import type { RentalListing } from "~/features/listings/ui/rental-detail";
import type { BookingRental } from "./booking-request-form";

/** The fields of a rental page's listing that booking uses. */
export function bookingRentalOf(rental: RentalListing): BookingRental {
  return {
    id: rental.id,
    name: rentalName(rental),
    nightlyRate: rental.nightlyRate,
    weeklyRate: rental.weeklyRate,
    cleaningFee: rental.cleaningFee,
    minimumNights: rental.minimumNights,
    maxGuests: rental.maxGuests,
  };
}
