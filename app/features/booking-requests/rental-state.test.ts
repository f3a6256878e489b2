import { afterEach, describe, expect, it, vi } from "vitest";
import type { RentalSummary } from "~/features/listings";
import {
  bookingReset,
  datesSet,
  guestsSet,
  initialRentalState,
  loadRentals,
  messageSet,
  rentalReducer,
  rentalsFailed,
  rentalsReceived,
  rentalsRequested,
  type RentalAction,
  type RentalState,
} from "./rental-state";

const solstice: RentalSummary = { id: "1", name: "Villa Solstice", slug: "villa-solstice", area: "Peter Bay", maxGuests: 10, nightlyRate: 1950, bedrooms: 5, photo: null };
const marisol: RentalSummary = { id: "2", name: "Villa Marisol", slug: "villa-marisol", area: "Chocolate Hole", maxGuests: 8, nightlyRate: 1150, bedrooms: 4, photo: null };

afterEach(() => vi.restoreAllMocks());

describe("rentalReducer", () => {
  it("starts with no rentals, not loading, no error, and the default booking details", () => {
    expect(initialRentalState).toEqual({
      rentals: [],
      loading: false,
      error: null,
      bookingDetails: { checkIn: null, checkOut: null, guests: 1, message: "" },
    });
  });

  it("rentalsRequested sets loading and clears the error", () => {
    const state = rentalReducer({ ...initialRentalState, error: "Earlier failure" }, rentalsRequested());
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
  });

  it("rentalsReceived stores the rentals and stops loading", () => {
    const state = rentalReducer({ ...initialRentalState, loading: true }, rentalsReceived([solstice, marisol]));
    expect(state.rentals).toEqual([solstice, marisol]);
    expect(state.loading).toBe(false);
  });

  it("rentalsFailed stores the server's message and stops loading", () => {
    const state = rentalReducer({ ...initialRentalState, loading: true }, rentalsFailed("Database unavailable"));
    expect(state.error).toBe("Database unavailable");
    expect(state.loading).toBe(false);
  });

  it("rentalsFailed falls back to 'Failed to fetch villas' when the server gives no text", () => {
    for (const message of [undefined, null, ""]) {
      expect(rentalReducer({ ...initialRentalState, loading: true }, rentalsFailed(message)).error).toBe("Failed to fetch villas");
    }
  });

  it("sets dates, guests and message, and resets to no dates, 1 guest, empty message", () => {
    const checkIn = new Date("2026-01-10");
    const checkOut = new Date("2026-01-17");
    let state: RentalState = rentalReducer(initialRentalState, datesSet(checkIn, checkOut));
    state = rentalReducer(state, guestsSet(6));
    state = rentalReducer(state, messageSet("Anniversary trip"));
    expect(state.bookingDetails).toEqual({ checkIn, checkOut, guests: 6, message: "Anniversary trip" });
    expect(rentalReducer(state, bookingReset()).bookingDetails).toEqual({ checkIn: null, checkOut: null, guests: 1, message: "" });
  });

  it("leaves the rest of the state alone on booking actions", () => {
    const loaded = { ...initialRentalState, rentals: [solstice] };
    const state = rentalReducer(loaded, guestsSet(3));
    expect(state.rentals).toBe(loaded.rentals);
  });
});

describe("loadRentals", () => {
  const run = async (fetchImpl: Parameters<typeof loadRentals>[1]) => {
    const actions: RentalAction[] = [];
    await loadRentals((action) => actions.push(action), fetchImpl);
    return actions;
  };
  const answering = (body: unknown) => vi.fn(async () => ({ json: async () => body }));

  it("requests /villas.json and dispatches the rentals on success", async () => {
    const fetchImpl = answering({ success: true, data: [solstice] });
    expect(await run(fetchImpl)).toEqual([rentalsRequested(), rentalsReceived([solstice])]);
    expect(fetchImpl).toHaveBeenCalledWith("/villas.json");
  });

  it("dispatches the server's error text on failure", async () => {
    expect(await run(answering({ success: false, error: "Database unavailable" }))).toEqual([
      rentalsRequested(),
      rentalsFailed("Database unavailable"),
    ]);
  });

  it("falls back to 'Failed to fetch villas' without error text, on a network error and on non-JSON", async () => {
    const fallback = { type: "rentalsFailed", message: undefined };
    expect((await run(answering({ success: false })))[1]).toEqual(fallback);
    expect((await run(answering(null)))[1]).toEqual(fallback);
    expect((await run(answering({ success: true, data: "not a list" })))[1]).toEqual(fallback);
    expect((await run(vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")))))[1]).toEqual(fallback);
    expect((await run(vi.fn(async () => ({ json: async () => JSON.parse("<html>") }))))[1]).toEqual(fallback);
    const state = (await run(answering({ success: false }))).reduce(rentalReducer, initialRentalState);
    expect(state).toMatchObject({ loading: false, error: "Failed to fetch villas" });
  });
});
