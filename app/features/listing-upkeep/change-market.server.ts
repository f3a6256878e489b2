import { recordAudit } from "~/features/audit/index.server";
import { isBigPriceChange, MARKET_MESSAGES, parseMarketChange, type MarketChange } from "~/features/listings";
import { updateListing, type Listing } from "~/features/listings/index.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { findUpdatable, fromMlsFeed, type UpkeepActor } from "./updatable-listing.server";

/**
 * A price or market status change of an approved sale, by its agent or an
 * administrator: live at once, no review (decision 0090). The listing's
 * trigger records each change in its history (decision 0059): a new price
 * is written before a new status, so a cut made with "Under contract" reads
 * as two lines. A sold listing becomes kind "sold" (its page moves to the
 * sold address) and stays sold; its sale price and closing date may be
 * corrected. The change, the audit entry and the history are one
 * transaction; the listings trigger tells page caches and saved-search
 * alerts.
 */

export type MarketChangeInput = Record<string, unknown> & { confirmPrice?: unknown };

const marketOf = (listing: Listing) => ({
  status: listing.standardStatus,
  listPrice: listing.listPrice,
  closePrice: listing.closePrice,
  closeDate: listing.closeDate,
});

const sameMarket = (listing: Listing, change: MarketChange) =>
  listing.standardStatus === change.standardStatus &&
  listing.listPrice === change.listPrice &&
  listing.closePrice === change.closePrice &&
  listing.closeDate === change.closeDate;

/** What may not change, whatever the figures: the MLS's listings, rentals, a sold listing reopened. */
function refusalFor(listing: Listing, change: MarketChange): Result<never> | null {
  if (fromMlsFeed(listing)) return failWith("conflict", MARKET_MESSAGES.mls);
  if (listing.kind === "rental") return failWith("conflict", MARKET_MESSAGES.rental);
  if (listing.kind === "sold" && change.standardStatus !== "Closed") return fail(MARKET_MESSAGES.soldStays, { standardStatus: MARKET_MESSAGES.soldStays });
  return null;
}

async function apply(tx: Database, actor: UpkeepActor, id: string, input: MarketChangeInput): Promise<Result<{ id: string; changed: boolean }>> {
  // Whose listing it is comes first: another agent's is "not found", whatever was posted.
  const found = await findUpdatable(tx, actor, id, true);
  if (!found.success) return found;
  const { listing } = found;
  const parsed = parseMarketChange(input);
  if (!parsed.success) return fail(parsed.error, parsed.fieldErrors);
  const change = parsed.data;
  const confirmed = input.confirmPrice === "yes" || input.confirmPrice === true;
  const refused = refusalFor(listing, change);
  if (refused) return refused;
  if (sameMarket(listing, change)) return ok({ id, changed: false });
  const bigChange =
    isBigPriceChange(listing.listPrice, change.listPrice) || (listing.kind === "sold" && isBigPriceChange(listing.closePrice, change.closePrice));
  if (bigChange && !confirmed) {
    const field = listing.kind === "sold" && isBigPriceChange(listing.closePrice, change.closePrice) ? "closePrice" : "listPrice";
    return fail(MARKET_MESSAGES.bigChange, { [field]: MARKET_MESSAGES.bigChange, confirmPrice: MARKET_MESSAGES.bigChange });
  }

  const now = new Date();
  const sold = change.standardStatus === "Closed";
  // The price first, then the status: each is its own line in the history.
  if (!sold && change.listPrice !== listing.listPrice && change.standardStatus !== listing.standardStatus) {
    await updateListing(id, { listPrice: change.listPrice, updatedAt: now }, tx);
  }
  await updateListing(
    id,
    {
      kind: sold ? "sold" : "sale",
      standardStatus: change.standardStatus,
      listPrice: change.listPrice,
      closePrice: change.closePrice,
      closeDate: change.closeDate,
      updatedAt: now,
    },
    tx,
  );
  await recordAudit(
    {
      actor: { id: actor.id, email: actor.email },
      action: "listing.market",
      subject: { type: "listing", id },
      before: { title: listing.title, ...marketOf(listing) },
      after: { title: listing.title, status: change.standardStatus, listPrice: change.listPrice, closePrice: change.closePrice, closeDate: change.closeDate },
    },
    tx,
  );
  return ok({ id, changed: true });
}

/** Changes an approved sale's price and status from the posted form's values (`confirmPrice` confirms a change of more than half). */
export async function changeListingMarket(actor: UpkeepActor, id: string, input: MarketChangeInput): Promise<Result<{ id: string; changed: boolean }>> {
  return runService("changeListingMarket", { id }, () => getDb().transaction((tx) => apply(tx, actor, id, input)));
}
