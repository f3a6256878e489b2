import { describe, expect, it } from "vitest";
import { CHECKOUT_EXPIRED, guestPaymentStatus } from "./payment-status";

describe("a payment's status as the guest reads it", () => {
  it("calls a payment page left to expire not completed, since no money was taken", () => {
    expect(guestPaymentStatus("deposit", "failed", CHECKOUT_EXPIRED)).toBe("Not completed: the payment page expired unused");
  });

  it("says what the card's bank answered for a declined charge", () => {
    expect(guestPaymentStatus("balance", "failed", "Your card was declined.")).toBe("Failed: Your card was declined.");
    expect(guestPaymentStatus("full", "failed", null)).toBe("Failed");
  });

  it("keeps a refund's processor code from the guest", () => {
    expect(guestPaymentStatus("refund", "failed", "expired_or_canceled_card")).toBe("Failed");
    expect(guestPaymentStatus("refund", "pending", null)).toBe("On its way");
    expect(guestPaymentStatus("refund", "succeeded", null)).toBe("Refunded");
  });

  it("names the other states in plain words", () => {
    expect(guestPaymentStatus("deposit", "succeeded", null)).toBe("Paid");
    expect(guestPaymentStatus("damage_hold", "held", null)).toBe("Held on your card");
    expect(guestPaymentStatus("damage_hold", "released", null)).toBe("Released");
    expect(guestPaymentStatus("deposit", "pending", null)).toBe("Processing");
  });
});
