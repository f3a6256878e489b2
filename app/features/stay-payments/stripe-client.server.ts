import Stripe from "stripe";
import { getConfig } from "~/shared/config/env.server";

/**
 * The one way to Stripe: a client built from the settings (STRIPE_SECRET_KEY,
 * and STRIPE_API_URL for a local fake), made once per process. Without the
 * keys payments are off and bookings stay request-and-approve.
 */
let client: Stripe | undefined;
let clientKey: string | undefined;

/** Whether card payments are on (both Stripe keys set). */
export function paymentsEnabled(): boolean {
  return getConfig().stripe.enabled;
}

export function getStripe(): Stripe {
  const settings = getConfig().stripe;
  if (!settings.secretKey) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY)");
  const key = `${settings.secretKey}|${settings.api?.host ?? ""}:${settings.api?.port ?? ""}`;
  if (!client || clientKey !== key) {
    client = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      // Network failures are retried by the library with the same idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "Sugar Apple Realty" },
    });
    clientKey = key;
  }
  return client;
}

/** How far a webhook's signed timestamp may be from our clock, either way (Stripe's own tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Thrown when a delivery is signed but its timestamp is too old or too far ahead. */
export class WebhookTimestampOutOfRange extends Error {}

/**
 * Checks a delivery's Stripe-Signature header against the raw body with the
 * endpoint's secret (throws when it does not check out), and that every
 * signed timestamp it carries is within the tolerance of `now` both ways:
 * the library only refuses old ones, and a timestamp far ahead would let a
 * captured delivery be replayed for as long.
 */
export function verifyWebhookSignature(rawBody: Buffer, signature: string, now: number): void {
  const secret = getConfig().stripe.webhookSecret;
  if (!secret) throw new Error("Stripe is not configured (STRIPE_WEBHOOK_SECRET)");
  const verifier = getStripe().webhooks.signature;
  if (!verifier) throw new Error("The Stripe library cannot verify signatures");
  verifier.verifyHeader(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now);
  const stamps = signature
    .split(",")
    .map((part) => part.trim().split("="))
    .filter(([key]) => key === "t")
    .map(([, value]) => Number(value));
  const nowSeconds = Math.floor(now / 1000);
  if (stamps.length === 0 || stamps.some((stamp) => !Number.isSafeInteger(stamp) || Math.abs(nowSeconds - stamp) > WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookTimestampOutOfRange("The signed timestamp is outside the tolerance");
  }
}

/** A Stripe error's message fit for a log line (never the key). */
export function stripeErrorText(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return `${error.type}${error.code ? ` (${error.code})` : ""}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export { Stripe };
