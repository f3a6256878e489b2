import { readApprovedRentals, rentalSummaryOf } from "~/features/listings/index.server";
import { RENTALS_FETCH_FALLBACK } from "~/features/booking-requests";
import { failureStatus } from "~/shared/http/failure-status";
import { failureMessage } from "~/shared/http/reply";

/**
 * /villas.json, the rentals fetch (status equal to approved): `{ success: true,
 * data }` with each approved rental's public fields, or `{ success: false,
 * error }` with HTTP 500. An unexpected failure's own text stays in the log.
 */
export async function loader() {
  const result = await readApprovedRentals();
  if (result.success) {
    return Response.json({ success: true, data: result.data.map(rentalSummaryOf) }, { headers: { "Cache-Control": "public, max-age=60" } });
  }
  return Response.json({ success: false, error: failureMessage(result, RENTALS_FETCH_FALLBACK) }, { status: failureStatus(result), headers: { "Cache-Control": "no-store" } });
}
