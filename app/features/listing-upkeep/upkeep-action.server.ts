import type { SessionUser } from "~/features/accounts/index.server";
import { failureReply, failureMessage } from "~/shared/http/reply";
import { changeListingMarket } from "./change-market.server";
import { reviseListing } from "./propose-revision.server";
import { OPEN_HOUSE_MESSAGES } from "~/features/open-houses";
import { UPKEEP_MESSAGES } from "./upkeep-messages";
import { latestOwnAudit } from "~/features/audit/index.server";
import { marketChangeSentence } from "./market-change-sentence";
import type { UpkeepFailure } from "./ui/listing-upkeep-page";

/**
 * What a post to an approved listing's page does: `intent=market` changes
 * its price and status, `intent=revise` its text and photos. Success is a
 * notice to show after the redirect; a refusal is the form's reply.
 */

export const UPKEEP_NOTICES = {
  market: UPKEEP_MESSAGES.marketSaved,
  unchanged: UPKEEP_MESSAGES.marketUnchanged,
  proposed: UPKEEP_MESSAGES.proposed,
  applied: UPKEEP_MESSAGES.applied,
  matches: UPKEEP_MESSAGES.matchesLive,
  "open-house-added": OPEN_HOUSE_MESSAGES.added,
  "open-house-removed": OPEN_HOUSE_MESSAGES.removed,
} as const;
export type UpkeepNotice = keyof typeof UPKEEP_NOTICES;

export type UpkeepAnswer = { done: UpkeepNotice } | { status: number; body: UpkeepFailure };

/** How long after a save its confirmation still names what changed. */
const CONFIRMATION_MS = 10 * 60_000;

/**
 * The notice a `?saved=` value names, or null. A saved price and status also
 * says what changed ("Price changed from $4,250,000 to $3,995,000"), from the
 * audit entry the user's own save wrote a moment ago.
 */
export async function upkeepNotice(saved: string | null, user: SessionUser, listingId: string, now = new Date()): Promise<string | null> {
  if (!saved || !(saved in UPKEEP_NOTICES)) return null;
  const notice = UPKEEP_NOTICES[saved as UpkeepNotice];
  if (saved !== "market") return notice;
  const entry = await latestOwnAudit(user.id, "listing.market", { type: "listing", id: listingId }, new Date(now.getTime() - CONFIRMATION_MS));
  const change = entry ? marketChangeSentence(entry.before ?? {}, entry.after ?? {}) : null;
  return change ? `${notice}. ${change}` : notice;
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function handleUpkeepAction(user: SessionUser, id: string, form: FormData): Promise<UpkeepAnswer> {
  if (form.get("intent") === "market") {
    const values = { standardStatus: text(form.get("standardStatus")), listPrice: text(form.get("listPrice")), closePrice: text(form.get("closePrice")), closeDate: text(form.get("closeDate")) };
    const result = await changeListingMarket(user, id, { ...values, confirmPrice: form.get("confirmPrice") });
    if (result.success) return { done: result.changed ? "market" : "unchanged" };
    return failureReply(result, { intent: "market", fieldErrors: result.fieldErrors ?? {}, values, formError: failureMessage(result, UPKEEP_MESSAGES.unavailable) });
  }
  const reply = await reviseListing(user, id, form);
  if (reply.status === 200) return { done: reply.body.applied ? "applied" : reply.body.message === UPKEEP_MESSAGES.matchesLive ? "matches" : "proposed" };
  return { status: reply.status, body: { intent: "revise", ...reply.body } };
}
