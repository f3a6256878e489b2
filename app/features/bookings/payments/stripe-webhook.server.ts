import { logger } from "~/shared/lib/logger.server";
import { applyStripeEvent } from "./apply-stripe-event.server";
import { paymentsEnabled, verifiedEvent } from "./stripe-client.server";

/** Where Stripe posts its events (the endpoint to register in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

export type WebhookAnswer = { status: 200 | 400 | 404 | 503; body: { received?: true; duplicate?: true; error?: string } };

/**
 * One delivery of Stripe's webhook: the raw body is checked against the
 * Stripe-Signature header with the endpoint's secret by the library; a bad
 * or missing signature is 400 and changes nothing. A verified event is
 * applied once (a repeated delivery answers 200 and changes nothing). When
 * applying fails (the database is away, the server is stopping) the answer
 * is 503, so Stripe delivers it again later. Without the Stripe settings
 * the endpoint does not exist (404).
 */
export async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
  if (!paymentsEnabled()) return { status: 404, body: { error: "Not found" } };
  let event;
  try {
    if (!signature) throw new Error("No Stripe-Signature header");
    event = verifiedEvent(rawBody, signature);
  } catch (error) {
    logger.warn("Stripe webhook refused: the signature does not check out", { reason: error instanceof Error ? error.name : "unknown" });
    return { status: 400, body: { error: "The signature does not match this endpoint's secret." } };
  }
  try {
    const outcome = await applyStripeEvent(event);
    if (outcome !== "ignored") logger.info("Stripe event", { eventId: event.id, type: event.type, outcome });
    return { status: 200, body: outcome === "duplicate" ? { received: true, duplicate: true } : { received: true } };
  } catch (error) {
    logger.error("Stripe event could not be applied; Stripe will deliver it again", { eventId: event.id, type: event.type, error });
    return { status: 503, body: { error: "Not processed; please deliver again." } };
  }
}
