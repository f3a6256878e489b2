import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";
import { logger } from "~/shared/lib/logger.server";
import { SPAM_GUARD_FIELDS } from "./spam-guard-fields";

/**
 * The spam guard for public forms: a honeypot field and a signed form-start
 * token. A caught submission is dropped silently by the caller: it answers as
 * if it had succeeded but stores and sends nothing.
 */

/** Tokens older than this are refused. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type SpamReason = "honeypot" | "missing-token" | "forged-token" | "too-fast" | "expired";
export type SpamVerdict = { spam: false } | { spam: true; reason: SpamReason };

type GuardOptions = {
  /** The clock, for tests. */
  now?: number;
  secret?: string;
  minFillMs?: number;
};

function sign(issuedAt: string, secret: string): Buffer {
  // The purpose prefix keeps these signatures apart from any other HMAC made
  // with the same secret.
  return createHmac("sha256", secret).update(`form-start:${issuedAt}`).digest();
}

/** A token saying "this form was issued at `now`", for the route loader to hand to the form. */
export function issueFormToken(options: Pick<GuardOptions, "now" | "secret"> = {}): string {
  const issuedAt = String(options.now ?? Date.now());
  const secret = options.secret ?? getConfig().sessionSecret;
  return `${issuedAt}.${sign(issuedAt, secret).toString("base64url")}`;
}

/** When the token says the form was issued, or null when it is malformed or not ours. */
function verifiedIssueTime(token: string, secret: string): number | null {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, issuedAt = "", signature = ""] = match;
  const expected = sign(issuedAt, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(issuedAt);
}

/** Decides whether a submission is spam. Pure apart from reading the configuration. */
export function checkSpam(formData: FormData, options: GuardOptions = {}): SpamVerdict {
  const config = getConfig();
  const now = options.now ?? Date.now();
  const secret = options.secret ?? config.sessionSecret;
  const minFillMs = options.minFillMs ?? config.spamMinFillMs;

  const honeypot = formData.get(SPAM_GUARD_FIELDS.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { spam: true, reason: "honeypot" };

  const token = formData.get(SPAM_GUARD_FIELDS.token);
  if (typeof token !== "string" || token === "") return { spam: true, reason: "missing-token" };

  const issuedAt = verifiedIssueTime(token, secret);
  if (issuedAt === null) return { spam: true, reason: "forged-token" };

  const elapsed = now - issuedAt;
  if (elapsed < minFillMs) return { spam: true, reason: "too-fast" };
  if (elapsed > FORM_TOKEN_MAX_AGE_MS) return { spam: true, reason: "expired" };
  return { spam: false };
}

/** Logs a dropped submission without any of its content. */
export function logDroppedSpam(form: string, verdict: Extract<SpamVerdict, { spam: true }>) {
  logger.info("Form submission dropped as spam", { form, reason: verdict.reason });
}
