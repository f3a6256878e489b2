import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bookingReset,
  datesSet,
  guestsSet,
  initialVillaState,
  loadVillas,
  messageSet,
  villaReducer,
  villasFailed,
  villasReceived,
  villasRequested,
  type VillaAction,
  type VillaState,
  type VillaSummary,
} from "./villa-state";

const solstice: VillaSummary = { id: "1", name: "Villa Solstice", slug: "villa-solstice", area: "Peter Bay", maxGuests: 10, nightlyRate: 1950, bedrooms: 5, photo: null };
const marisol: VillaSummary = { id: "2", name: "Villa Marisol", slug: "villa-marisol", area: "Chocolate Hole", maxGuests: 8, nightlyRate: 1150, bedrooms: 4, photo: null };

afterEach(() => vi.restoreAllMocks());

describe("villaReducer", () => {
  it("starts with no villas, not loading, no error, and the default booking details", () => {
    expect(initialVillaState).toEqual({
      villas: [],
      loading: false,
      error: null,
      bookingDetails: { checkIn: null, checkOut: null, guests: 1, message: "" },
    });
  });

  it("villasRequested sets loading and clears the error", () => {
    const state = villaReducer({ ...initialVillaState, error: "Earlier failure" }, villasRequested());
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
  });

  it("villasReceived stores the villas and stops loading", () => {
    const state = villaReducer({ ...initialVillaState, loading: true }, villasReceived([solstice, marisol]));
    expect(state.villas).toEqual([solstice, marisol]);
    expect(state.loading).toBe(false);
  });

  it("villasFailed stores the server's message and stops loading", () => {
    const state = villaReducer({ ...initialVillaState, loading: true }, villasFailed("Database unavailable"));
    expect(state.error).toBe("Database unavailable");
    expect(state.loading).toBe(false);
  });

  it("villasFailed falls back to 'Failed to fetch villas' when the server gives no text", () => {
    for (const message of [undefined, null, ""]) {
      expect(villaReducer({ ...initialVillaState, loading: true }, villasFailed(message)).error).toBe("Failed to fetch villas");
    }
  });

  it("sets dates, guests and message, and resets to no dates, 1 guest, empty message", () => {
    const checkIn = new Date("2026-01-10");
    const checkOut = new Date("2026-01-17");
    let state: VillaState = villaReducer(initialVillaState, datesSet(checkIn, checkOut));
    state = villaReducer(state, guestsSet(6));
    state = villaReducer(state, messageSet("Anniversary trip"));
    expect(state.bookingDetails).toEqual({ checkIn, checkOut, guests: 6, message: "Anniversary trip" });
    expect(villaReducer(state, bookingReset()).bookingDetails).toEqual({ checkIn: null, checkOut: null, guests: 1, message: "" });
  });

  it("leaves the rest of the state alone on booking actions", () => {
    const loaded = { ...initialVillaState, villas: [solstice] };
    const state = villaReducer(loaded, guestsSet(3));
    expect(state.villas).toBe(loaded.villas);
  });
});

describe("loadVillas", () => {
  const run = async (fetchImpl: Parameters<typeof loadVillas>[1]) => {
    const actions: VillaAction[] = [];
    await loadVillas((action) => actions.push(action), fetchImpl);
    return actions;
  };
  const answering = (body: unknown) => vi.fn(async () => ({ json: async () => body }));

  it("requests /villas.json and dispatches the villas on success", async () => {
    const fetchImpl = answering({ success: true, data: [solstice] });
    expect(await run(fetchImpl)).toEqual([villasRequested(), villasReceived([solstice])]);
    expect(fetchImpl).toHaveBeenCalledWith("/villas.json");
  });

  it("dispatches the server's error text on failure", async () => {
    expect(await run(answering({ success: false, error: "Database unavailable" }))).toEqual([
      villasRequested(),
      villasFailed("Database unavailable"),
    ]);
  });

  it("falls back to 'Failed to fetch villas' without error text, on a network error and on non-JSON", async () => {
    const fallback = { type: "villasFailed", message: undefined };
    expect((await run(answering({ success: false })))[1]).toEqual(fallback);
    expect((await run(answering(null)))[1]).toEqual(fallback);
    expect((await run(answering({ success: true, data: "not a list" })))[1]).toEqual(fallback);
    expect((await run(vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")))))[1]).toEqual(fallback);
    expect((await run(vi.fn(async () => ({ json: async () => JSON.parse("<html>") }))))[1]).toEqual(fallback);
    const state = (await run(answering({ success: false }))).reduce(villaReducer, initialVillaState);
    expect(state).toMatchObject({ loading: false, error: "Failed to fetch villas" });
  });
});
