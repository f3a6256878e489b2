import type { StandardStatus } from "~/features/listings";
import { formatWholeDollars } from "~/shared/lib/money";

/** What a favourite was when saved, and what its listing is now (null: gone from the site). */
export type SavedState = { price: number | null; status: StandardStatus };
export type CurrentState = { price: number | null; status: StandardStatus; public: boolean } | null;

export type FavouriteChange =
  | { kind: "price-drop" | "price-rise"; from: number; to: number }
  | { kind: "under-contract" | "pending" | "sold" | "withdrawn" | "expired" | "back-on-market" }
  | { kind: "gone" };

const STATUS_CHANGE: Record<StandardStatus, FavouriteChange["kind"]> = {
  Active: "back-on-market",
  ActiveUnderContract: "under-contract",
  Pending: "pending",
  Closed: "sold",
  Withdrawn: "withdrawn",
  Expired: "expired",
};

/**
 * What changed since a listing was saved, most important first: gone from
 * the site (deleted, or no longer approved), a new market status, then a
 * price change (the list price, or a rental's nightly rate). A sale's close
 * price is not a "drop" from its list price: a sold listing says only sold.
 */
export function favouriteChanges(saved: SavedState, now: CurrentState): FavouriteChange[] {
  if (!now || !now.public) return [{ kind: "gone" }];
  const changes: FavouriteChange[] = [];
  if (now.status !== saved.status) changes.push({ kind: STATUS_CHANGE[now.status] } as FavouriteChange);
  if (now.status !== "Closed" && saved.price !== null && now.price !== null && now.price !== saved.price) {
    changes.push({ kind: now.price < saved.price ? "price-drop" : "price-rise", from: saved.price, to: now.price });
  }
  return changes;
}

/** One change as a buyer reads it: "Price drop: $900,000 → $850,000 (−5.6%)". */
export function describeChange(change: FavouriteChange): string {
  switch (change.kind) {
    case "price-drop":
    case "price-rise": {
      const sign = change.kind === "price-drop" ? "−" : "+";
      const percent = change.from > 0 ? ` (${sign}${Math.abs(((change.to - change.from) / change.from) * 100).toFixed(1)}%)` : "";
      const label = change.kind === "price-drop" ? "Price drop" : "Price increase";
      return `${label}: ${formatWholeDollars(change.from)} → ${formatWholeDollars(change.to)}${percent}`;
    }
    case "under-contract":
      return "Under contract";
    case "pending":
      return "Sale pending";
    case "sold":
      return "Sold";
    case "withdrawn":
      return "Withdrawn from the market";
    case "expired":
      return "Listing expired";
    case "back-on-market":
      return "Back on the market";
    case "gone":
      return "No longer listed";
  }
}
