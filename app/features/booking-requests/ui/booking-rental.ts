import { rentalName } from "~/features/listings";
import { type RentalListing } from "~/features/listings/components";
import type { BookingRental } from "./booking-request-form";

/** The fields of a rental page's listing that booking uses. */
export function bookingRentalOf(rental: RentalListing): BookingRental {
  return {
    id: rental.id,
    name: rentalName(rental),
    minimumNights: rental.minimumNights,
    maxGuests: rental.maxGuests,
  };
}
