import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";

/**
 * The token of a search's unsubscribe link: an HMAC-SHA256 of the search's id
 * under the session secret (with this purpose's label, so that it can never
 * serve as another signature), base64url. Anyone holding the link may stop
 * the search's alerts, and nothing else; no sign-in is needed.
 */
export function unsubscribeToken(searchId: string): string {
  return createHmac("sha256", getConfig().sessionSecret).update(`saved-search-unsubscribe:${searchId}`).digest("base64url");
}

/** True when `token` is the search's token; compared in constant time. */
export function isUnsubscribeToken(searchId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(searchId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute unsubscribe link of a search (the List-Unsubscribe address too). */
export function unsubscribeUrl(searchId: string): string {
  const params = new URLSearchParams({ search: searchId, token: unsubscribeToken(searchId) });
  return `${getConfig().publicUrl}/alerts/unsubscribe?${params.toString()}`;
}
