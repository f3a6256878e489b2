import { readApprovedRentals, villaSummaryOf } from "~/features/listings/index.server";
import { VILLAS_FETCH_FALLBACK } from "~/features/bookings";

/**
 * /villas.json, the villa fetch (status equal to approved): `{ success: true,
 * data }` with each approved villa's public fields, or `{ success: false,
 * error }` with HTTP 500. An unexpected failure's own text stays in the log.
 */
export async function loader() {
  const result = await readApprovedRentals();
  if (result.success) {
    return Response.json({ success: true, data: result.data.map(villaSummaryOf) }, { headers: { "Cache-Control": "public, max-age=60" } });
  }
  const error = result.code === "unexpected" ? VILLAS_FETCH_FALLBACK : result.error;
  return Response.json({ success: false, error }, { status: 500, headers: { "Cache-Control": "no-store" } });
}
