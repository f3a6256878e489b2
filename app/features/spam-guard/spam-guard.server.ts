import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";
import type { FormFailure, FormValues } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { SPAM_GUARD_FIELDS } from "./spam-guard-fields";

/**
 * The spam guard for public forms: a honeypot field and a signed form-start
 * token. A filled honeypot (only machines see it) is dropped silently: the
 * caller answers as if it had succeeded but stores and sends nothing. A form
 * sent too fast, or with a missing, foreign or expired token, comes back with
 * what was typed and "Please press Send again" (guardSubmission): a person
 * may have been quick, so such a form never gets a success reply.
 */

/** Tokens older than this are refused (the form comes back with a fresh one). */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

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

/**
 * Whether a submission carries a token this site signed, whatever its age:
 * every form the site serves has one, so a submission without it never came
 * from our page and can be refused before any work is done for it.
 */
export function hasGenuineFormToken(formData: FormData, options: Pick<GuardOptions, "secret"> = {}): boolean {
  const token = formData.get(SPAM_GUARD_FIELDS.token);
  return typeof token === "string" && verifiedIssueTime(token, options.secret ?? getConfig().sessionSecret) !== null;
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

export const PRESS_SEND_AGAIN = "Please press Send again. Your form reached us a moment too quickly for our spam check; nothing was sent yet.";

export type GuardedSubmission =
  /** Not spam: `token` is the submitted token, for re-showing the form after any refusal. */
  | { outcome: "pass"; token: string }
  /** The honeypot was filled: answer like a success and do nothing. */
  | { outcome: "drop" }
  /** Too fast or without a usable token: show the form again with `token`. */
  | { outcome: "retry"; token: string };

/**
 * The spam guard's decision for a route action. A form sent too fast keeps
 * its own token (it passes once the fill time has gone by since the form was
 * first shown, so pressing Send again soon works); a missing, foreign or
 * expired token is replaced by a fresh one.
 */
export function guardSubmission(form: string, formData: FormData, options: GuardOptions = {}): GuardedSubmission {
  const verdict = checkSpam(formData, options);
  const submitted = formData.get(SPAM_GUARD_FIELDS.token);
  if (!verdict.spam) return { outcome: "pass", token: typeof submitted === "string" ? submitted : "" };
  if (verdict.reason === "honeypot") {
    logDroppedSpam(form, verdict);
    return { outcome: "drop" };
  }
  logger.info("Form submission returned to be sent again", { form, reason: verdict.reason });
  const token = verdict.reason === "too-fast" && typeof submitted === "string" ? submitted : issueFormToken({ now: options.now, secret: options.secret });
  return { outcome: "retry", token };
}

/** The reply for a form to send again: what was typed (never secret fields), the message and the token. */
export function sendAgainReply(values: FormValues, token: string): FormFailure {
  return { fieldErrors: {}, values, formError: PRESS_SEND_AGAIN, formToken: token };
}
