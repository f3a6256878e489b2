/** What a payment whose Checkout page expired unused records as its failure. */
export const CHECKOUT_EXPIRED = "The payment page expired before it was used.";

const CHARGE_LABELS: Record<string, string> = {
  pending: "Processing",
  succeeded: "Paid",
  held: "Held on your card",
  released: "Released",
};

/**
 * A payment's status in the guest's words. A payment page left to expire
 * took no money, so it reads "Not completed", not "Failed"; a declined card
 * says what the card's bank answered. A refund's failure reason is a
 * processor code, not a sentence, so a guest reads only that it failed.
 */
export function guestPaymentStatus(kind: string, status: string, failure: string | null): string {
  if (kind === "refund") return status === "succeeded" ? "Refunded" : status === "pending" ? "On its way" : "Failed";
  if (status !== "failed") return CHARGE_LABELS[status] ?? status;
  if (failure === CHECKOUT_EXPIRED) return "Not completed: the payment page expired unused";
  return failure ? `Failed: ${failure}` : "Failed";
}
