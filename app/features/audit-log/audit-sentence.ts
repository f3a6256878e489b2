import { STANDARD_STATUS_LABELS } from "~/features/listings";
import { formatIslandDateTime, formatShortDate } from "~/shared/dates/format-dates";
import { centsOfDollars, formatCents } from "~/shared/lib/money";

/**
 * Each audit entry as one sentence people read ("Agent Ana Smith changed the
 * price of 12 Coral Bay Rd from $4,250,000 to $3,995,000"), built from its
 * action and its before/after, never shown as a dotted code. An action this
 * table does not know still reads as words. Pure, for the server and the
 * browser.
 */
export type AuditLine = {
  action: string;
  actorEmail: string;
  /** The acting account's name and role when the entry was written (null when the entry has no account). */
  actorName: string | null;
  actorRole: string | null;
  subjectType: string;
  subjectId: string;
  /** The record's name when the entry was written (null for a kind of record without one, or one already gone). */
  subjectTitle: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

type Values = Record<string, unknown>;
type Phrase = (entry: AuditLine, before: Values, after: Values, subject: string) => string;

const ROLE_WORDS: Record<string, string> = { admin: "Administrator", agent: "Agent", buyer: "Buyer" };

/** Who did it: "Agent Ana Smith", the guest, a job or Stripe, else the e-mail kept with the entry. */
export function auditActorWords(entry: Pick<AuditLine, "actorEmail" | "actorName" | "actorRole">): string {
  if (entry.actorEmail === "stripe-webhook") return "Stripe";
  if (entry.actorEmail === "stay-payments-job") return "The payments job";
  if (entry.actorEmail.startsWith("guest:")) return `The guest (${entry.actorEmail.slice("guest:".length)})`;
  if (entry.actorName) return [ROLE_WORDS[entry.actorRole ?? ""], entry.actorName].filter(Boolean).join(" ");
  return entry.actorEmail;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");
const words = (value: unknown): string => text(value).replace(/[_.-]+/g, " ").toLowerCase();
const quoted = (value: unknown): string => `“${text(value)}”`;
const dollars = (value: unknown): string => (typeof value === "number" ? formatCents(centsOfDollars(value)!) : "no price");
const cents = (value: unknown): string => (typeof value === "number" ? formatCents(value) : "an amount");
const day = (value: unknown): string => (text(value) ? formatShortDate(text(value)) : "");
const marketStatus = (value: unknown): string => STANDARD_STATUS_LABELS[text(value) as keyof typeof STANDARD_STATUS_LABELS] ?? (words(value) || "none");
const stay = (values: Values): string => (text(values.checkIn) ? ` for ${day(values.checkIn)} – ${day(values.checkOut)}` : "");
const percent = (basisPoints: unknown): string => (typeof basisPoints === "number" ? `, commission ${basisPoints / 100}%` : "");
const fieldList = (value: unknown): string => (Array.isArray(value) && value.length > 0 ? ` (${value.map(words).join(", ")})` : "");

/** The fields that changed between before and after, by name: "name, phone". */
function changedFields(before: Values, after: Values): string {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return keys.length > 0 ? ` (${keys.map((key) => words(key.replace(/([a-z])([A-Z])/g, "$1 $2"))).join(", ")})` : "";
}

/** A listing's price and market status change: each part that changed, joined with "and". */
const listingMarket: Phrase = (_entry, before, after, subject) => {
  const parts: string[] = [];
  if (before.listPrice !== after.listPrice) parts.push(`changed the price of ${subject} from ${dollars(before.listPrice)} to ${dollars(after.listPrice)}`);
  if (before.status !== after.status) parts.push(`${parts.length ? "its status" : `changed the status of ${subject}`} from ${marketStatus(before.status)} to ${marketStatus(after.status)}`);
  if (typeof after.closePrice === "number" && after.closePrice !== before.closePrice) {
    parts.push(`recorded ${parts.length ? "it" : subject} as sold for ${dollars(after.closePrice)}${text(after.closeDate) ? ` on ${day(after.closeDate)}` : ""}`);
  }
  return parts.length > 0 ? parts.join(" and ") : `saved the price and status of ${subject} unchanged`;
};

const listingStatus: Phrase = (_entry, before, after, subject) => {
  const note = text(after.notes) && after.notes !== before.notes ? `: “${text(after.notes)}”` : "";
  if (after.status === "approved") return `approved ${subject}${note}`;
  if (after.status === "rejected") return `rejected ${subject}${note}`;
  if (after.status === before.status) return `changed the review notes of ${subject}${note}`;
  return `changed the review status of ${subject} from ${words(before.status)} to ${words(after.status)}${note}`;
};

const PHRASES: Record<string, Phrase> = {
  "listing.status": listingStatus,
  "listing.market": listingMarket,
  "listing.delete": (_e, _b, _a, subject) => `deleted the listing ${subject}`,
  "listing.edit": (_e, before, after, subject) =>
    Array.isArray(after.fields) ? `edited ${subject}${fieldList(after.fields)}` : `edited ${subject} and sent it for review${before.status === "approved" ? " again" : ""}`,
  "listing.revision.approve": (_e, before, after, subject) => `approved ${text(before.proposedBy) || "an agent"}’s changes to ${subject}${fieldList(after.fields)}`,
  "listing.revision.reject": (_e, before, after, subject) => `sent back ${text(before.proposedBy) || "an agent"}’s changes to ${subject}${text(after.reason) ? `: “${text(after.reason)}”` : ""}`,
  "listing.open-house.add": (_e, _b, after, subject) => `added an open house at ${subject} on ${formatIslandDateTime(text(after.startsAt))}`,
  "listing.open-house.remove": (_e, before, _a, subject) => `removed the open house at ${subject} on ${formatIslandDateTime(text(before.startsAt))}`,
  "user.approve": (_e, _b, _a, subject) => `approved the account of ${subject}`,
  "user.disable": (_e, _b, _a, subject) => `disabled the account of ${subject}`,
  "user.enable": (_e, _b, _a, subject) => `enabled the account of ${subject}`,
  "user.role": (_e, before, after, subject) => `changed the role of ${subject} from ${words(ROLE_WORDS[text(before.role)] ?? before.role)} to ${words(ROLE_WORDS[text(after.role)] ?? after.role)}`,
  "agent.add": (_e, _b, _a, subject) => `added the agent profile of ${subject}`,
  "agent.update": (_e, before, after, subject) => `updated the agent profile of ${subject}${changedFields(before, after)}`,
  "agent.delete": (_e, _b, _a, subject) => `deleted the agent profile of ${subject}`,
  "agent.status": (_e, _b, after, subject) => (after.status === "active" ? `showed the agent profile of ${subject} on the public site` : `hid the agent profile of ${subject} from the public site`),
  "agent.move": (_e, before, after, subject) => `moved ${subject} from place ${text(before.position)} to place ${text(after.position)} in the team order`,
  "blog.publish": (_e, _b, _a, subject) => `published the blog post ${subject}`,
  "blog.unpublish": (_e, _b, _a, subject) => `unpublished the blog post ${subject}`,
  "blog.delete": (_e, _b, _a, subject) => `deleted the blog post ${subject}`,
  "review.hide": (_e, _b, _a, subject) => `hid the review by ${subject}`,
  "review.show": (_e, _b, _a, subject) => `showed the review by ${subject}`,
  "review.delete": (_e, _b, _a, subject) => `deleted the review by ${subject}`,
  "lead.status": (_e, before, after, subject) => `moved ${subject} from ${words(before.status)} to ${words(after.status)}${after.lostReason ? ` (${words(after.lostReason)})` : ""}`,
  "lead.reassign": (_e, before, after, subject) => `gave ${subject} to ${text(after.agentEmail) || "another agent"}${text(before.agentEmail) ? ` (was ${text(before.agentEmail)})` : ""}`,
  "lead.valuation": (_e, _b, after, subject) => {
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    return `chose the comparables of the valuation of ${subject}: ${count(after.excluded)} taken out, ${count(after.added)} added${typeof after.estimate === "number" ? `, estimate ${dollars(after.estimate)}` : ""}`;
  },
  "mail.resend": (_e, before, _a) => `queued the e-mail ${quoted(before.subject)} to ${text(before.to)} again`,
  "crm.retry": (_e, before) => `queued the CRM event ${quoted(before.event)} again`,
  "booking.approved": (_e, _b, after, subject) => `approved ${subject}${stay(after)}`,
  "booking.rejected": (_e, _b, after, subject) => `rejected ${subject}${stay(after)}${text(after.notes) ? `: “${text(after.notes)}”` : ""}`,
  "booking.cancelled": (_e, before, _a, subject) => `canceled ${subject}${stay(before)}`,
  "booking.cancelled_by_guest": (_e, before, after, subject) => `canceled ${subject}${stay(before)}, refunded ${cents(after.refundCents)}`,
  "booking.released_unpaid": (_e, before, _a, subject) => `released ${subject}${stay(before)}, unpaid, and freed its dates`,
  "payment.refunded": (_e, _b, after, subject) => `refunded ${cents(after.refundCents)} of ${subject}`,
  "payment.refunded_automatically": (_e, _b, after, subject) => `refunded ${cents(after.amountCents)} of ${subject} automatically${text(after.reason) ? ` (${text(after.reason)})` : ""}`,
  "payment.event_flagged": (_e, _b, after, subject) => `sent an event for ${subject} that was not applied${text(after.problem) ? `: ${text(after.problem)}` : ""}`,
  "stay_terms.saved": (_e, _b, after, subject) => `saved the stay terms of ${subject}${text(after.agreementVersion) ? ` (agreement version ${text(after.agreementVersion)})` : ""}`,
  "arrival-notes.save": (_e, _b, _a, subject) => `updated the arrival notes of ${subject}`,
  "rental.season.add": (_e, _b, after, subject) => `added the season ${quoted(after.name)} to ${subject}`,
  "rental.season.update": (_e, _b, after, subject) => `changed the season ${quoted(after.name)} of ${subject}`,
  "rental.season.delete": (_e, before, _a, subject) => `deleted the season ${quoted(before.name)} of ${subject}`,
  "rental.holiday.add": (_e, _b, after, subject) => `added the holiday rule ${quoted(after.name)} to ${subject}`,
  "rental.holiday.update": (_e, _b, after, subject) => `changed the holiday rule ${quoted(after.name)} of ${subject}`,
  "rental.holiday.delete": (_e, before, _a, subject) => `deleted the holiday rule ${quoted(before.name)} of ${subject}`,
  "rental.fees.update": (_e, _b, after, subject) =>
    `set the fees of ${subject}: cleaning ${dollars(after.cleaningFee)}, damage waiver ${typeof after.damageWaiverCents === "number" ? cents(after.damageWaiverCents) : "none"}`,
  "calendar.feed.add": (_e, _b, after, subject) => `added the import calendar ${quoted(after.label)} to ${subject}`,
  "calendar.feed.remove": (_e, before, _a, subject) => `removed the import calendar ${quoted(before.label)} from ${subject}`,
  "calendar.export.regenerate": (_e, _b, _a, subject) => `made a new calendar export address for ${subject}`,
  "owner.invite": (_e, _b, _a, subject) => `invited ${subject} to the owner portal`,
  "owner.stay.add": (_e, _b, after, subject) => `kept ${subject} for an owner stay from ${day(after.checkIn)} to ${day(after.checkOut)}`,
  "owner.stay.remove": (_e, before, _a, subject) => `gave back the owner stay at ${subject} from ${day(before.checkIn)} to ${day(before.checkOut)}`,
  "owner.villa.link": (_e, _b, _a, subject) => `put ${subject} under management for its owner`,
  "owner.contract.add": (_e, _b, after, subject) => `added a management contract for ${subject} from ${day(after.effectiveFrom) || "its first day"}${percent(after.commissionBasisPoints)}`,
  "owner.expense.add": (_e, _b, after, subject) => `recorded an expense of ${cents(after.amountCents)} for ${subject}${text(after.vendor) ? ` (${text(after.vendor)})` : ""}`,
  "owner.payout.add": (_e, _b, after, subject) => `recorded a payout of ${cents(after.amountCents)} to ${subject}${text(after.note) ? `: “${text(after.note)}”` : ""}`,
  "owner.stripe-account.set": (_e, before, after, subject) =>
    text(after.stripeAccountId)
      ? `set the Stripe account for payouts of ${subject} to ${text(after.stripeAccountId)}${text(before.stripeAccountId) ? ` (was ${text(before.stripeAccountId)})` : ""}`
      : `removed the Stripe account for payouts of ${subject}${text(before.stripeAccountId) ? ` (${text(before.stripeAccountId)})` : ""}`,
  "owner.adjustment.add": (_e, _b, after, subject) => `adjusted the balance of ${subject} by ${cents(after.amountCents)}${text(after.note) ? `: “${text(after.note)}”` : ""}`,
  "trust.tax-remittance.add": (_e, _b, after) =>
    `recorded a hotel tax payment of ${cents(after.amountCents)} to the territory${day(after.coversFrom) && day(after.coversTo) ? ` for ${day(after.coversFrom)} to ${day(after.coversTo)}` : ""}${text(after.reference) ? ` (${text(after.reference)})` : ""}`,
  "trust.brokerage-draw.add": (_e, _b, after) => `recorded a draw of ${cents(after.amountCents)} from the trust account to the brokerage${text(after.reference) ? ` (${text(after.reference)})` : ""}`,
  "owner.statements.close": (_e, _b, after, subject) => `closed the statements of ${subject}${Array.isArray(after.months) && after.months.length > 0 ? ` through ${text(after.months.at(-1))}` : ""}`,
};

const SUBJECT_NOUNS: Record<string, string> = {
  listing: "a listing",
  user: "an account",
  agent: "an agent profile",
  blog: "a blog post",
  review: "a review",
  lead: "a lead",
  mail: "an e-mail",
  crm_delivery: "a CRM event",
  booking_request: "a booking",
  stripe_event: "a Stripe event",
  ledger_entry: "the trust account",
};

/** What the entry was about: its name then or now, else what kind of record it is. */
export function auditSubjectWords(entry: AuditLine): string {
  const values = { ...entry.before, ...entry.after };
  // An agent profile and a review are named by their `name`; elsewhere `name` is a part's (a rental's season).
  const ownName = entry.subjectType === "agent" || entry.subjectType === "review" ? text(values.name) : "";
  const named = text(values.title) || ownName || text(entry.subjectTitle);
  if (entry.subjectType === "booking_request") return named ? `the booking of ${named}` : "a booking";
  if (entry.subjectType === "lead") return named ? `the lead ${named}` : "a lead";
  return named || SUBJECT_NOUNS[entry.subjectType] || `a ${words(entry.subjectType)} record`;
}

/** The entry as a sentence: who, then what they did to what, ending with a period. */
export function auditSentence(entry: AuditLine): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const subject = auditSubjectWords(entry);
  const phrase = PHRASES[entry.action];
  // An action without its own wording still reads as words: recorded “listing photo rotate” for Sugarbird Villa.
  const what = phrase ? phrase(entry, before, after, subject) : `recorded “${words(entry.action)}” for ${subject}${changedFields(before, after)}`;
  return `${auditActorWords(entry)} ${what}.`;
}

/** The actions this module words, for the test that every recorded action has a sentence. */
export const WORDED_AUDIT_ACTIONS: readonly string[] = Object.keys(PHRASES);
