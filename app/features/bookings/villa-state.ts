import type { DescribedImage } from "~/features/media";

/**
 * The villa page state: the approved villas, the list's loading and error state,
 * and the visitor's booking details. A pure reducer with no React or server
 * imports, so it runs in the browser as is. Which villa a page shows is
 * chosen by name on the server (findApprovedVilla, approved-rentals.server.ts).
 */

/** What /villas.json answers for each approved villa (its public fields). */
export type VillaSummary = {
  id: string;
  /** The name it goes by: propertyInfo.name, else the listing's title. */
  name: string;
  /** The villa page's slug: /villa/{slug}. */
  slug: string;
  area: string | null;
  maxGuests: number | null;
  nightlyRate: number | null;
  bedrooms: number | null;
  /** The cover photo, for the villa's card. */
  photo: DescribedImage | null;
};

export type BookingDetails = {
  checkIn: Date | null;
  checkOut: Date | null;
  guests: number;
  message: string;
};

export type VillaState = {
  villas: VillaSummary[];
  loading: boolean;
  error: string | null;
  bookingDetails: BookingDetails;
};

/** The message when the server gives no error text. */
export const VILLAS_FETCH_FALLBACK = "Failed to fetch villas";

export const initialBookingDetails: BookingDetails = { checkIn: null, checkOut: null, guests: 1, message: "" };

export const initialVillaState: VillaState = {
  villas: [],
  loading: false,
  error: null,
  bookingDetails: initialBookingDetails,
};

export type VillaAction =
  | { type: "villasRequested" }
  | { type: "villasReceived"; villas: VillaSummary[] }
  | { type: "villasFailed"; message?: string | null }
  | { type: "datesSet"; checkIn: Date | null; checkOut: Date | null }
  | { type: "guestsSet"; guests: number }
  | { type: "messageSet"; message: string }
  | { type: "bookingReset" };

/** Action creators, one per transition. */
export const villasRequested = (): VillaAction => ({ type: "villasRequested" });
export const villasReceived = (villas: VillaSummary[]): VillaAction => ({ type: "villasReceived", villas });
export const villasFailed = (message?: string | null): VillaAction => ({ type: "villasFailed", message });
export const datesSet = (checkIn: Date | null, checkOut: Date | null): VillaAction => ({ type: "datesSet", checkIn, checkOut });
export const guestsSet = (guests: number): VillaAction => ({ type: "guestsSet", guests });
export const messageSet = (message: string): VillaAction => ({ type: "messageSet", message });
export const bookingReset = (): VillaAction => ({ type: "bookingReset" });

export function villaReducer(state: VillaState, action: VillaAction): VillaState {
  switch (action.type) {
    case "villasRequested":
      return { ...state, loading: true, error: null };
    case "villasReceived":
      return { ...state, villas: action.villas, loading: false };
    case "villasFailed":
      return { ...state, error: action.message || VILLAS_FETCH_FALLBACK, loading: false };
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
 * The villa fetch: requested, then GET /villas.json and read
 * `{ success, data, error }`. A network error or an answer that is not the
 * expected JSON fails with the fallback message.
 */
export async function loadVillas(dispatch: (action: VillaAction) => void, fetchImpl: FetchLike = (url) => fetch(url)): Promise<void> {
  dispatch(villasRequested());
  let body: unknown;
  try {
    body = await (await fetchImpl("/villas.json")).json();
  } catch {
    dispatch(villasFailed());
    return;
  }
  const answer = (typeof body === "object" && body !== null ? body : {}) as { success?: unknown; data?: unknown; error?: unknown };
  if (answer.success === true && Array.isArray(answer.data)) {
    dispatch(villasReceived(answer.data as VillaSummary[]));
  } else {
    dispatch(villasFailed(typeof answer.error === "string" ? answer.error : undefined));
  }
}
