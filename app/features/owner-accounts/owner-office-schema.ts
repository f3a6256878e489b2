import { z } from "zod";
import { isIsoDay } from "~/shared/dates/island-days";
import { safeString } from "~/shared/forms/safe-text";
import { oneLine } from "~/shared/forms/text";
import { parseDollarsToCents } from "~/shared/lib/money";
import { isUuid } from "~/shared/lib/uuid";
import { CLEANING_FEE_KEEPERS, COMMISSION_BASES, PAYOUT_SCHEDULES } from "./contract-in-force";
import { ADJUSTMENT_DIRECTIONS, OWNER_FORM_LIMITS as LIMITS, OWNER_FORM_MESSAGES as MESSAGES, PAYOUT_METHODS, PERCENT_PATTERN, STRIPE_ACCOUNT_PATTERN } from "./owner-office-rules";

/**
 * The office's owner forms as zod schemas, read by `parseForm` before the
 * services (which check their own rules again): typed dollars become integer
 * cents, typed percentages basis points, and every text is storable.
 */

const stripeAccountRegex = new RegExp(`^${STRIPE_ACCOUNT_PATTERN}$`);
const percentRegex = new RegExp(`^(?:${PERCENT_PATTERN})$`, "v");

/** "12.5" or "20%" as basis points (1250, 2000); null when it is not a percentage from 0 to 100. */
export function basisPointsOfPercent(text: string): number | null {
  const trimmed = text.trim();
  if (!percentRegex.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.replace(/\s*%$/, "").split(".");
  const points = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return points <= 10_000 ? points : null;
}

const day = (message: string) => safeString({ error: message }).trim().refine(isIsoDay, message);
const id = (message: string) => safeString({ error: message }).trim().refine(isUuid, message);

const percent = (message: string) =>
  safeString({ error: message }).transform((text, context) => {
    const points = basisPointsOfPercent(text);
    if (points === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return points;
  });

/** Dollars above $0 as integer cents. */
const amount = safeString({ error: MESSAGES.amount }).transform((text, context) => {
  const cents = parseDollarsToCents(text);
  if (cents === null || cents <= 0) {
    context.addIssue({ code: "custom", message: MESSAGES.amount });
    return z.NEVER;
  }
  return cents;
});

const optionalNote = safeString({ error: MESSAGES.note })
  .trim()
  .max(LIMITS.noteMax, MESSAGES.note)
  .optional()
  .transform((value) => value || null);

export const linkVillaSchema = z.object({ listingId: id(MESSAGES.villa) });

export const contractSchema = z.object({
  listingId: id(MESSAGES.villa),
  effectiveFrom: day(MESSAGES.effectiveFrom),
  commission: percent(MESSAGES.commission),
  commissionAppliesTo: z.enum(COMMISSION_BASES, { error: MESSAGES.commissionAppliesTo }),
  cleaningFeeTo: z.enum(CLEANING_FEE_KEEPERS, { error: MESSAGES.cleaningFeeTo }),
  damageWaiverOwnerShare: percent(MESSAGES.damageWaiverShare),
  payoutSchedule: z.enum(PAYOUT_SCHEDULES, { error: MESSAGES.payoutSchedule }),
});

export const expenseSchema = z.object({
  listingId: id(MESSAGES.villa),
  spentOn: day(MESSAGES.date),
  vendor: safeString({ error: MESSAGES.vendor }).overwrite(oneLine).trim().min(1, MESSAGES.vendor).max(LIMITS.vendorMax, MESSAGES.vendor),
  category: safeString({ error: MESSAGES.category }).overwrite(oneLine).trim().min(1, MESSAGES.category).max(LIMITS.categoryMax, MESSAGES.category),
  amount,
  note: optionalNote,
  /** The signed receipt the upload answered (verified by the form handler), if a receipt was uploaded. */
  receiptToken: safeString().max(8_000).optional(),
});

export const payoutSchema = z.object({
  paidOn: day(MESSAGES.date),
  amount,
  method: z.enum(PAYOUT_METHODS, { error: MESSAGES.method }),
  reference: safeString({ error: MESSAGES.reference })
    .overwrite(oneLine)
    .trim()
    .max(LIMITS.referenceMax, MESSAGES.reference)
    .optional()
    .transform((value) => value ?? ""),
  note: optionalNote,
});

export const stripeAccountSchema = z.object({
  stripeAccountId: safeString({ error: MESSAGES.stripeAccount })
    .trim()
    .refine((value) => value === "" || stripeAccountRegex.test(value), MESSAGES.stripeAccount)
    .optional()
    .transform((value) => value ?? ""),
});

export const stripePayoutSchema = z.object({
  amount,
  note: optionalNote,
  /** The attempt's id, made once per form shown: the transfer's Idempotency-Key. */
  attempt: safeString({ error: MESSAGES.stripeAttempt }).trim().refine(isUuid, MESSAGES.stripeAttempt),
});

export const adjustmentSchema = z.object({
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: MESSAGES.direction }),
  amount,
  note: safeString({ error: MESSAGES.adjustmentNote }).trim().min(1, MESSAGES.adjustmentNote).max(LIMITS.noteMax, MESSAGES.note),
});

export const closeSchema = z.object({ month: safeString({ error: MESSAGES.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, MESSAGES.month) });

const requiredReference = safeString({ error: MESSAGES.requiredReference }).overwrite(oneLine).trim().min(1, MESSAGES.requiredReference).max(LIMITS.referenceMax, MESSAGES.requiredReference);

export const taxRemittanceSchema = z.object({
  paidOn: day(MESSAGES.date),
  amount,
  reference: requiredReference,
  coversFrom: day(MESSAGES.returnPeriod),
  coversTo: day(MESSAGES.returnPeriod),
  note: optionalNote,
});

export const brokerageDrawSchema = z.object({ paidOn: day(MESSAGES.date), amount, reference: requiredReference, note: optionalNote });
