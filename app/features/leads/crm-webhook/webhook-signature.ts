import { createHmac, timingSafeEqual } from "node:crypto";

/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = "X-Webhook-Signature";
/** How old a signed timestamp a receiver should still accept. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const mac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/**
 * Signs a body as Stripe and GitHub-style receivers expect: the timestamp is
 * part of what is signed, so a captured request cannot be replayed later.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/** What a receiver does: recompute the MAC over the raw body and check the timestamp is recent. */
export function verifySignature(secret: string, body: string, header: string | null | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(mac(secret, timestamp, body), "hex"), Buffer.from(given, "hex"));
}
