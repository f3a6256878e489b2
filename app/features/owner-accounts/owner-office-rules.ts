import type { CleaningFeeKeeper, CommissionBasis, PayoutSchedule } from "./contract-in-force";
import { PERSON_LIMITS, type PersonMessages } from "~/shared/forms/person-rules";

/**
 * The office's forms for villa owners (/admin/admindashboard/owners): the
 * limits the browser checks through native attributes and the server through
 * the schema (owner-office-schema.ts), the words for each choice, and the
 * messages. No zod here, so the page's bundle stays small.
 */

export const OWNER_FORM_LIMITS = {
  /** The ledger's own limits (owner_expenses' checks). */
  vendorMax: 120,
  categoryMax: 60,
  referenceMax: 80,
  noteMax: 500,
} as const;

/** A percentage as typed: 20, 12.5, 12.50 or 20%. Means the same in a `pattern` attribute and on the server. */
export const PERCENT_PATTERN = String.raw`[0-9]{1,3}(\.[0-9]{1,2})?\s*%?`;

/** How a payout was made; `stripe` is a Stripe Connect transfer (made from the owner's page, or recorded by hand with its `tr_…`). */
export const PAYOUT_METHODS = ["ach", "wire", "check", "stripe"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = { ach: "ACH", wire: "Wire", check: "Check", stripe: "Stripe transfer" };

/** A Stripe Connect account id as Stripe writes it (owner_payout_accounts' check). */
export const STRIPE_ACCOUNT_PATTERN = "acct_[A-Za-z0-9]{6,64}";
/** The trust page's "Check Stripe now": its payouts imported at once. */
export const CHECK_STRIPE_PAYOUTS_INTENT = "check-stripe-payouts";
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = { rent: "Rent", rent_and_cleaning: "Rent and cleaning fee" };
export const CLEANING_FEE_KEEPER_LABELS: Record<CleaningFeeKeeper, string> = { owner: "Owner", brokerage: "Brokerage" };
export const PAYOUT_SCHEDULE_LABELS: Record<PayoutSchedule, string> = { monthly: "Monthly", quarterly: "Quarterly", on_request: "On request" };

/** Which way an adjustment moves the owner's balance. */
export const ADJUSTMENT_DIRECTIONS = ["credit", "debit"] as const;
export const ADJUSTMENT_DIRECTION_LABELS: Record<(typeof ADJUSTMENT_DIRECTIONS)[number], string> = {
  credit: "Credit the owner (+)",
  debit: "Charge the owner (−)",
};

/** Expense categories offered as suggestions; any other short category is accepted. */
export const EXPENSE_CATEGORY_SUGGESTIONS = ["Cleaning", "Pool", "Repairs", "Landscaping", "Utilities", "Supplies", "Pest control", "Insurance"] as const;

export const OWNER_FORM_MESSAGES = {
  villa: "Choose a villa.",
  villaNotLinkable: "That villa is not a rental waiting for an owner; reload the page.",
  villaNotManaged: "That villa is not managed for this owner; reload the page.",
  effectiveFrom: "Enter the first checkout day the contract applies to.",
  commission: "Enter a commission from 0% to 100%, e.g. 20 or 12.5.",
  damageWaiverShare: "Enter the owner's share from 0% to 100%, e.g. 50.",
  commissionAppliesTo: "Choose what the commission applies to.",
  cleaningFeeTo: "Choose who keeps the cleaning fee.",
  payoutSchedule: "Choose a payout schedule.",
  date: "Enter a date.",
  vendor: `Enter the vendor (up to ${OWNER_FORM_LIMITS.vendorMax} characters).`,
  category: `Enter a category (up to ${OWNER_FORM_LIMITS.categoryMax} characters).`,
  amount: "Enter an amount in dollars above $0, e.g. 250 or 1,250.50.",
  method: "Choose how it was paid.",
  reference: `Enter a reference of up to ${OWNER_FORM_LIMITS.referenceMax} characters, or leave it empty.`,
  requiredReference: `Enter the payment's reference (up to ${OWNER_FORM_LIMITS.referenceMax} characters).`,
  returnPeriod: "Enter the first and last day of the return's period.",
  note: `Keep the note to ${OWNER_FORM_LIMITS.noteMax} characters.`,
  adjustmentNote: "Enter a note saying why the balance is adjusted.",
  direction: "Choose whether to credit or charge the owner.",
  month: "Choose a month.",
  stripeAccount: "Enter a Stripe account id such as acct_1AbCdEf234, or leave it empty to remove it.",
  stripeAttempt: "The form is out of date; reload the page and send the payment again.",
  unknownAction: "Please use one of the page's buttons.",
  ownerNotFound: "We could not find that owner.",
} as const;

/** The invitation form's words about the owner's name, address and phone. */
export const OWNER_PERSON_MESSAGES = {
  name: "Enter the owner's name.",
  nameTooLong: `The owner's name must be ${PERSON_LIMITS.nameMax} characters or fewer.`,
  email: "Enter the owner's e-mail address.",
  emailInvalid: "Enter a valid e-mail address.",
  emailTooLong: `The e-mail address must be ${PERSON_LIMITS.emailMax} characters or fewer.`,
  phoneInvalid: "Enter a phone number using digits, spaces and + ( ) - . only.",
  phoneTooLong: `The phone number must be ${PERSON_LIMITS.phoneMax} characters or fewer.`,
} as const satisfies PersonMessages;
