import { getDb } from "~/shared/db/client.server";
import { isSafeText } from "~/shared/forms/text";
import { logger } from "~/shared/lib/logger.server";
import { applyStripeEvent, EventNotYetKnown, type WebhookEvent } from "./apply-stripe-event.server";
import { flagStripeEvent, storableText } from "./stripe-event-flags.server";
import { paymentsEnabled, verifyWebhookSignature, WebhookTimestampOutOfRange } from "./stripe-client.server";

/** Where Stripe posts its events (the endpoint to register in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

export type WebhookAnswer = { status: 200 | 400 | 404 | 503; body: { received?: true; duplicate?: true; error?: string } };

export const WEBHOOK_MESSAGES = {
  signature: "The signature does not match this endpoint's secret.",
  timestamp: "The signed timestamp is more than five minutes from our clock.",
  malformed: "The event is not a well-formed Stripe event; it was recorded and not applied.",
  retry: "Not processed; please deliver again.",
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isName = (value: unknown, max: number): value is string => typeof value === "string" && value.length > 0 && value.length <= max && isSafeText(value);

/** The event's envelope when it is one (an object with an id, a type and data.object), else what is wrong with it. */
export function readEnvelope(body: string): { event: WebhookEvent } | { problem: string; id: unknown; type: unknown } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { problem: "the body is not JSON", id: null, type: null };
  }
  if (!isObject(parsed)) return { problem: `the body is ${Array.isArray(parsed) ? "a list" : "not an object"}`, id: null, type: null };
  const { id, type, data } = parsed;
  if (!isName(id, 255)) return { problem: "the event has no usable id", id, type };
  if (!isName(type, 100)) return { problem: "the event has no usable type", id, type };
  if (!isObject(data) || !isObject(data.object)) return { problem: "the event has no data.object", id, type };
  return { event: { id, type, object: data.object } };
}

/**
 * One delivery of Stripe's webhook: the raw body is checked against the
 * Stripe-Signature header with the endpoint's secret, and its signed time
 * must be within five minutes of ours either way; otherwise 400 and nothing
 * is written. A signed body that is not a well-formed event is 400 too
 * (delivering it again cannot help) and is recorded for the office. A
 * verified event is applied once (a repeated delivery answers 200 and
 * changes nothing). When applying fails (the database is away, the server is
 * stopping, a charge's answer not stored yet) the answer is 503, so Stripe
 * delivers it again later. Without the Stripe settings the endpoint does not
 * exist (404).
 */
export async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined, now = Date.now()): Promise<WebhookAnswer> {
  if (!paymentsEnabled()) return { status: 404, body: { error: "Not found" } };
  try {
    if (!signature) throw new Error("No Stripe-Signature header");
    verifyWebhookSignature(rawBody, signature, now);
  } catch (error) {
    const late = error instanceof WebhookTimestampOutOfRange || (error instanceof Error && /tolerance/i.test(error.message));
    logger.warn("Stripe webhook refused", { reason: late ? "timestamp outside the tolerance" : "the signature does not check out" });
    return { status: 400, body: { error: late ? WEBHOOK_MESSAGES.timestamp : WEBHOOK_MESSAGES.signature } };
  }
  const envelope = readEnvelope(rawBody.toString("utf8"));
  if ("problem" in envelope) {
    logger.warn("Stripe webhook refused: a signed body that is not a well-formed event", { problem: envelope.problem });
    await getDb()
      .transaction((tx) =>
        flagStripeEvent(tx, { eventId: storableText(envelope.id), eventType: storableText(envelope.type), record: null, paymentId: null, differences: [`Not a well-formed event: ${envelope.problem}`], details: { bytes: rawBody.length } }),
      )
      .catch((error: unknown) => logger.error("A malformed Stripe event could not be recorded", { error }));
    return { status: 400, body: { error: WEBHOOK_MESSAGES.malformed } };
  }
  const { event } = envelope;
  try {
    const outcome = await applyStripeEvent(event);
    if (outcome !== "ignored") logger.info("Stripe event", { eventId: event.id, type: event.type, outcome });
    return { status: 200, body: outcome === "duplicate" ? { received: true, duplicate: true } : { received: true } };
  } catch (error) {
    if (error instanceof EventNotYetKnown) {
      logger.info("Stripe event for a charge whose answer is not stored yet; Stripe will deliver it again", { eventId: event.id, type: event.type });
    } else {
      logger.error("Stripe event could not be applied; Stripe will deliver it again", { eventId: event.id, type: event.type, error });
    }
    return { status: 503, body: { error: WEBHOOK_MESSAGES.retry } };
  }
}
