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

/** Reads a verified webhook event from the raw body and its Stripe-Signature header; throws when the signature does not check out. */
export function verifiedEvent(rawBody: Buffer | string, signature: string): Stripe.Event {
  const secret = getConfig().stripe.webhookSecret;
  if (!secret) throw new Error("Stripe is not configured (STRIPE_WEBHOOK_SECRET)");
  return getStripe().webhooks.constructEvent(rawBody, signature, secret);
}

/** A Stripe error's message fit for a log line (never the key). */
export function stripeErrorText(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return `${error.type}${error.code ? ` (${error.code})` : ""}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export { Stripe };
