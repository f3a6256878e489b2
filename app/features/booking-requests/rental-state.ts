import type { RentalSummary } from "~/features/listings";

/**
 * The rental booking state: the approved rentals, the list's loading and error
 * state, and the visitor's booking details. A pure reducer with no React or
 * server imports, so it runs in the browser as is. Which rental a page by name
 * shows is chosen on the server (findApprovedRentalByName, approved-rentals.server.ts).
 */

export type BookingDetails = {
  checkIn: Date | null;
  checkOut: Date | null;
  guests: number;
  message: string;
};

export type RentalState = {
  rentals: RentalSummary[];
  loading: boolean;
  error: string | null;
  bookingDetails: BookingDetails;
};

/** The message when the server gives no error text. */
export const RENTALS_FETCH_FALLBACK = "Failed to fetch villas";

export const initialBookingDetails: BookingDetails = { checkIn: null, checkOut: null, guests: 1, message: "" };

export const initialRentalState: RentalState = {
  rentals: [],
  loading: false,
  error: null,
  bookingDetails: initialBookingDetails,
};

export type RentalAction =
  | { type: "rentalsRequested" }
  | { type: "rentalsReceived"; rentals: RentalSummary[] }
  | { type: "rentalsFailed"; message?: string | null }
  | { type: "datesSet"; checkIn: Date | null; checkOut: Date | null }
  | { type: "guestsSet"; guests: number }
  | { type: "messageSet"; message: string }
  | { type: "bookingReset" };

/** Action creators, one per transition. */
export const rentalsRequested = (): RentalAction => ({ type: "rentalsRequested" });
export const rentalsReceived = (rentals: RentalSummary[]): RentalAction => ({ type: "rentalsReceived", rentals });
export const rentalsFailed = (message?: string | null): RentalAction => ({ type: "rentalsFailed", message });
export const datesSet = (checkIn: Date | null, checkOut: Date | null): RentalAction => ({ type: "datesSet", checkIn, checkOut });
export const guestsSet = (guests: number): RentalAction => ({ type: "guestsSet", guests });
export const messageSet = (message: string): RentalAction => ({ type: "messageSet", message });
export const bookingReset = (): RentalAction => ({ type: "bookingReset" });

export function rentalReducer(state: RentalState, action: RentalAction): RentalState {
  switch (action.type) {
    case "rentalsRequested":
      return { ...state, loading: true, error: null };
    case "rentalsReceived":
      return { ...state, rentals: action.rentals, loading: false };
    case "rentalsFailed":
      return { ...state, error: action.message || RENTALS_FETCH_FALLBACK, loading: false };
    case "datesSet":
      return { ...state, bookingDetails: { ...state.bookingDetails, checkIn: action.checkIn, checkOut: action.checkOut } };
    case "guestsSet":
      return { ...state, bookingDetails: { ...state.bookingDetails, guests: action.guests } };
    case "messageSet":
      return { ...state, bookingDetails: { ...state.bookingDetails, message: action.message } };
    case "bookingReset":
      return { ...state, bookingDetails: initialBookingDetails };
  }
}

type FetchLike = (input: string) => Promise<Pick<Response, "json">>;

/**
 * The rentals fetch: requested, then GET /villas.json and read
 * `{ success, data, error }`. A network error or an answer that is not the
 * expected JSON fails with the fallback message.
 */
export async function loadRentals(dispatch: (action: RentalAction) => void, fetchImpl: FetchLike = (url) => fetch(url)): Promise<void> {
  dispatch(rentalsRequested());
  let body: unknown;
  try {
    body = await (await fetchImpl("/villas.json")).json();
  } catch {
    dispatch(rentalsFailed());
    return;
  }
  const answer = (typeof body === "object" && body !== null ? body : {}) as { success?: unknown; data?: unknown; error?: unknown };
  if (answer.success === true && Array.isArray(answer.data)) {
    dispatch(rentalsReceived(answer.data as RentalSummary[]));
  } else {
    dispatch(rentalsFailed(typeof answer.error === "string" ? answer.error : undefined));
  }
}
