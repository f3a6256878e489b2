import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { differencesFrom, STAY_CURRENCY, type Expected } from "./event-match";

const expected: Expected = {
  storedId: "cs_test_stored",
  paymentId: "5b0f4c43-59d5-4d4f-8a43-6f1f7b1d2a10",
  bookingId: "0e7d6f0a-3c55-4b0e-9d0b-2a6c1f3e8b77",
  amountCents: 41_328,
};
const genuine = { objectId: expected.storedId, amount: expected.amountCents, currency: STAY_CURRENCY, metadata: { payment_id: expected.paymentId, booking_id: expected.bookingId } };

/** Any JSON value Stripe's object could carry in a field. */
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.string()));

describe("whether a Stripe object is the one a payment was made for", () => {
  it("accepts the genuine object and names every difference otherwise", () => {
    expect(differencesFrom(expected, genuine)).toEqual([]);
    expect(differencesFrom(expected, { ...genuine, amount: 100 })).toEqual(["amount $1, expected $413.28"]);
    expect(differencesFrom(expected, { ...genuine, currency: "eur" })).toEqual([`currency "eur", expected "usd"`]);
    expect(differencesFrom({ ...expected, storedId: null }, genuine)).toEqual([`"cs_test_stored" is not the one stored for this payment (none stored yet)`]);
  });

  it("finds a difference whenever any one field of the object differs from what was stored, whatever its type", () => {
    const fields = fc.constantFrom("objectId", "amount", "currency", "booking_id", "payment_id");
    fc.assert(
      fc.property(fields, anyValue, (field, value) => {
        const seen = { ...genuine, metadata: { ...genuine.metadata } };
        if (field === "booking_id" || field === "payment_id") (seen.metadata as Record<string, unknown>)[field] = value;
        else (seen as Record<string, unknown>)[field] = value;
        const same = field === "objectId" ? value === expected.storedId : field === "amount" ? value === expected.amountCents : field === "currency" ? value === STAY_CURRENCY : value === genuine.metadata[field];
        expect(differencesFrom(expected, seen).length > 0).toBe(!same);
      }),
    );
  });

  it("never accepts an object whose metadata is not an object", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())), (metadata) => {
        expect(differencesFrom(expected, { ...genuine, metadata })).not.toEqual([]);
      }),
    );
  });
});
