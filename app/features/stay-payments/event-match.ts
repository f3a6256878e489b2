import { formatCents } from "./stay-money";

/**
 * Whether a Stripe object is the one a payment row was created for, as a
 * list of differences (empty when it is): the stored Checkout session,
 * payment intent or refund id, the amount in cents, the currency, and the
 * booking and payment our metadata names. Pure, so it can be tested on its
 * own against any object Stripe could send.
 */

/** Every stay is priced and charged in US dollars. */
export const STAY_CURRENCY = "usd";

export type Expected = {
  /** The id we stored for the row (session, intent or refund); null when we have not stored one. */
  storedId: string | null;
  paymentId: string;
  bookingId: string;
  amountCents: number;
  /** For a refund: the charge's payment intent it must give money back from. */
  paymentIntentId?: string | null;
};

export type Seen = {
  objectId: unknown;
  amount: unknown;
  currency: unknown;
  metadata: unknown;
  paymentIntent?: unknown;
};

const shown = (value: unknown) => (typeof value === "string" ? JSON.stringify(value.slice(0, 80)) : typeof value === "number" ? String(value) : value === undefined || value === null ? "none" : `a ${Array.isArray(value) ? "list" : typeof value}`);
const money = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? formatCents(value) : shown(value));

/** A Stripe object's metadata value, or undefined when the metadata is not an object. */
export function metadataValue(metadata: unknown, key: string): unknown {
  return metadata && typeof metadata === "object" && !Array.isArray(metadata) ? (metadata as Record<string, unknown>)[key] : undefined;
}

/** The differences between what Stripe sent and what we stored, in words the office reads. */
export function differencesFrom(expected: Expected, seen: Seen): string[] {
  const differences: string[] = [];
  if (expected.storedId === null) differences.push(`${shown(seen.objectId)} is not the one stored for this payment (none stored yet)`);
  else if (seen.objectId !== expected.storedId) differences.push(`${shown(seen.objectId)} is not the one stored for this payment (${expected.storedId})`);
  if (seen.amount !== expected.amountCents) differences.push(`amount ${money(seen.amount)}, expected ${formatCents(expected.amountCents)}`);
  if (seen.currency !== STAY_CURRENCY) differences.push(`currency ${shown(seen.currency)}, expected "${STAY_CURRENCY}"`);
  const bookingId = metadataValue(seen.metadata, "booking_id");
  if (bookingId !== expected.bookingId) differences.push(`booking ${shown(bookingId)}, expected ${expected.bookingId}`);
  const paymentId = metadataValue(seen.metadata, "payment_id");
  if (paymentId !== expected.paymentId) differences.push(`payment ${shown(paymentId)}, expected ${expected.paymentId}`);
  if (expected.paymentIntentId !== undefined && seen.paymentIntent !== expected.paymentIntentId) {
    differences.push(`payment intent ${shown(seen.paymentIntent)}, expected ${expected.paymentIntentId ?? "none"}`);
  }
  return differences;
}
