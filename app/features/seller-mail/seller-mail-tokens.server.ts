import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./seller-mail-rules";

/**
 * The tokens of a subscription's two links: HMAC-SHA256 of its id under the
 * session secret, each with its purpose's label (so neither can stand for the
 * other, nor for any other signature the site makes), base64url. They cannot
 * be guessed without the secret, nor one made from another: the confirmation
 * link only starts the subscription it names, the unsubscribe link only stops it.
 */
export type LinkPurpose = "confirm" | "unsubscribe";

export function subscriptionToken(purpose: LinkPurpose, subscriptionId: string): string {
  return createHmac("sha256", getConfig().sessionSecret).update(`seller-mail-${purpose}:${subscriptionId}`).digest("base64url");
}

/** True when `token` is the subscription's token for `purpose`; compared in constant time. */
export function isSubscriptionToken(purpose: LinkPurpose, subscriptionId: string, token: string): boolean {
  const expected = Buffer.from(subscriptionToken(purpose, subscriptionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link (the unsubscribe link is the List-Unsubscribe address too). */
export function subscriptionUrl(purpose: LinkPurpose, subscriptionId: string): string {
  const params = new URLSearchParams({ subscription: subscriptionId, token: subscriptionToken(purpose, subscriptionId) });
  return `${getConfig().publicUrl}${purpose === "confirm" ? CONFIRM_PATH : UNSUBSCRIBE_PATH}?${params.toString()}`;
}
