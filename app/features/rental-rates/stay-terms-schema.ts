import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { normalizeLineBreaks } from "~/shared/forms/text";
import { parseDollars, type CancellationTier, type StayTermsSnapshot } from "./stay-terms-rules";

/** Limits of the stay terms form; the browser's field attributes use the same numbers. */
export const STAY_TERMS_LIMITS = {
  tiers: 4,
  agreementMax: 50_000,
  damageHoldMaxCents: 10_000_00,
} as const;

export const STAY_TERMS_MESSAGES = {
  depositPercent: "Enter the deposit as a whole percent from 1 to 100",
  balanceDaysBefore: "Enter the days before arrival from 0 to 365",
  depositHoldHours: "Enter the hours from 1 to 720 (30 days)",
  tierDays: "Enter the days before arrival from 0 to 365",
  tierPercent: "Enter the refund as a whole percent from 0 to 100",
  tierIncomplete: "Fill in both the days and the refund, or leave both empty",
  tiersOrder: "Two steps of the policy cannot start on the same day",
  damageHold: "Enter the hold in dollars, e.g. 500 (0 for none), at most $10,000",
  damageHoldDaysBefore: "Enter the days before arrival from 0 to 6 (a card hold lasts about seven days)",
  holdAndWaiver: "This rental charges a damage waiver fee; a rental uses either the card hold or the waiver, not both. Set the hold to 0 or remove the waiver.",
  agreementTooLong: `The agreement must be ${STAY_TERMS_LIMITS.agreementMax.toLocaleString("en-US")} characters or fewer`,
} as const;

const whole = (min: number, max: number, message: string) =>
  safeString({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const optionalWhole = (min: number, max: number, message: string) =>
  safeString({ error: message })
    .trim()
    .refine((value) => value === "" || (/^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max), message);

const tierFields = Object.fromEntries(
  Array.from({ length: STAY_TERMS_LIMITS.tiers }, (_, index) => [
    [`tier${index + 1}Days`, optionalWhole(0, 365, STAY_TERMS_MESSAGES.tierDays).default("")],
    [`tier${index + 1}Percent`, optionalWhole(0, 100, STAY_TERMS_MESSAGES.tierPercent).default("")],
  ]).flat(),
) as Record<string, z.ZodDefault<ReturnType<typeof optionalWhole>>>;

/** The stay terms form of one rental: money, timing, the policy's steps, the damage hold and the agreement's text. */
export const stayTermsSchema = z
  .object({
    depositPercent: whole(1, 100, STAY_TERMS_MESSAGES.depositPercent),
    balanceDaysBefore: whole(0, 365, STAY_TERMS_MESSAGES.balanceDaysBefore),
    depositHoldHours: whole(1, 720, STAY_TERMS_MESSAGES.depositHoldHours),
    ...tierFields,
    damageHold: safeString({ error: STAY_TERMS_MESSAGES.damageHold })
      .trim()
      .transform((value, context) => {
        const cents = value === "" ? 0 : parseDollars(value);
        if (cents === null || cents > STAY_TERMS_LIMITS.damageHoldMaxCents) {
          context.addIssue({ code: "custom", message: STAY_TERMS_MESSAGES.damageHold });
          return z.NEVER;
        }
        return cents;
      }),
    damageHoldDaysBefore: whole(0, 6, STAY_TERMS_MESSAGES.damageHoldDaysBefore),
    agreement: safeString({ error: STAY_TERMS_MESSAGES.agreementTooLong })
      .overwrite(normalizeLineBreaks)
      .trim()
      .max(STAY_TERMS_LIMITS.agreementMax, STAY_TERMS_MESSAGES.agreementTooLong)
      .default(""),
  });

export type StayTermsForm = z.output<typeof stayTermsSchema>;

/** The policy's steps from the form's rows, latest first, or the field errors of rows half filled or starting on the same day. */
export function stayTermsOf(form: StayTermsForm): { success: true; terms: StayTermsInput } | { success: false; fieldErrors: Record<string, string> } {
  const tiers: CancellationTier[] = [];
  const fieldErrors: Record<string, string> = {};
  const row = form as unknown as Record<string, string>;
  for (let index = 1; index <= STAY_TERMS_LIMITS.tiers; index++) {
    const days = row[`tier${index}Days`] ?? "";
    const percent = row[`tier${index}Percent`] ?? "";
    if (days === "" && percent === "") continue;
    if (days === "" || percent === "") fieldErrors[days === "" ? `tier${index}Days` : `tier${index}Percent`] = STAY_TERMS_MESSAGES.tierIncomplete;
    else if (tiers.some((tier) => tier.daysBefore === Number(days))) fieldErrors[`tier${index}Days`] = STAY_TERMS_MESSAGES.tiersOrder;
    else tiers.push({ daysBefore: Number(days), refundPercent: Number(percent) });
  }
  if (Object.keys(fieldErrors).length > 0) return { success: false, fieldErrors };
  return {
    success: true,
    terms: {
      depositPercent: form.depositPercent,
      balanceDaysBefore: form.balanceDaysBefore,
      depositHoldHours: form.depositHoldHours,
      cancellationTiers: tiers.sort((a, b) => b.daysBefore - a.daysBefore),
      damageHoldCents: form.damageHold,
      damageHoldDaysBefore: form.damageHoldDaysBefore,
      agreement: form.agreement,
    },
  };
}

export type StayTermsInput = StayTermsSnapshot & { agreement: string };
