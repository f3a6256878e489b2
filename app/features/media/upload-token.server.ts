import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import type { ProcessedImage } from "./image";
import { processedImageSchema } from "./image-schema";

/**
 * A signed receipt for one processed upload (docs/decisions/0017): the
 * upload route answers it, the listing form posts it back. It says "this
 * user uploaded this processed image at this time", signed with the app's
 * secret (the one the sessions and the spam guard use, with its own purpose
 * prefix), so no staging table is needed and nobody can attach an image
 * description they did not get from us, or another user's upload.
 */

/** A receipt older than this is refused (the form would have to be left open overnight). */
export const UPLOAD_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_TOKEN_MESSAGES = {
  invalid: "One of the photos could not be verified; please remove it and upload it again",
  expired: "One of the photos was uploaded too long ago; please remove it and upload it again",
} as const;

type TokenOptions = { now?: number; secret?: string };

type Payload = { image: ProcessedImage; userId: string; issuedAt: number };

function signature(body: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`listing-photo-upload:${body}`).digest();
}

/** The token for an image the user just uploaded: `<base64url JSON>.<base64url HMAC>`. */
export function signUploadToken(image: ProcessedImage, userId: string, options: TokenOptions = {}): string {
  const payload: Payload = { image, userId, issuedAt: options.now ?? Date.now() };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${signature(body, options.secret ?? getConfig().sessionSecret).toString("base64url")}`;
}

/** The image a token describes, if it is ours, unaltered, this user's and fresh. */
export function verifyUploadToken(token: unknown, userId: string, options: TokenOptions = {}): Result<{ data: ProcessedImage }> {
  if (typeof token !== "string" || token.length > 8_000) return fail(UPLOAD_TOKEN_MESSAGES.invalid);
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return fail(UPLOAD_TOKEN_MESSAGES.invalid);
  const [, body = "", given = ""] = match;
  const expected = signature(body, options.secret ?? getConfig().sessionSecret);
  const givenBytes = Buffer.from(given, "base64url");
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return fail(UPLOAD_TOKEN_MESSAGES.invalid);

  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return fail(UPLOAD_TOKEN_MESSAGES.invalid);
  }
  if (payload.userId !== userId || typeof payload.issuedAt !== "number") return fail(UPLOAD_TOKEN_MESSAGES.invalid);
  const age = (options.now ?? Date.now()) - payload.issuedAt;
  if (age > UPLOAD_TOKEN_MAX_AGE_MS || age < -60_000) return fail(UPLOAD_TOKEN_MESSAGES.expired);
  const image = processedImageSchema.safeParse(payload.image);
  if (!image.success) return fail(UPLOAD_TOKEN_MESSAGES.invalid);
  return ok({ data: image.data });
}
