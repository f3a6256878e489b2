/**
 * Favourites' limits and messages, shared by the server, the save control's
 * island and the account page (no server code here).
 */
export const FAVOURITE_LIMITS = {
  /** Listings one account (or one browser, before signing in) may keep. */
  max: 500,
} as const;

export const FAVOURITE_MESSAGES = {
  full: `You can keep up to ${FAVOURITE_LIMITS.max} favorites. Remove some to save more.`,
  unavailable: "That listing is no longer on the market, so it cannot be saved.",
  badListing: "Please choose a listing to save.",
  badIntent: "Please say whether to save, remove or merge favorites.",
  tooMany: `A list of favorites holds at most ${FAVOURITE_LIMITS.max} listings.`,
  failed: "Your favorites could not be updated just now. Please try again in a moment.",
} as const;

/** Where the browser keeps the ids of listings saved before signing in. */
export const LOCAL_FAVOURITES_KEY = "favouriteListings";

/** The resource route the save control and the account page talk to. */
export const FAVOURITES_PATH = "/favourites";

/** The account page after the browser's list was merged into it: how many were added, and whether some did not fit. */
export function accountAfterMergePath(added: number, overLimit: number): string {
  return `/account?merged=${added}${overLimit > 0 ? "&full=1" : ""}`;
}

/** What `accountAfterMergePath` put in the address; null when nothing was merged. */
export function readMergedParams(params: URLSearchParams): { added: number; full: boolean } | null {
  const raw = params.get("merged");
  if (!raw || !/^\d{1,4}$/.test(raw)) return null;
  const added = Number(raw);
  if (added > FAVOURITE_LIMITS.max) return null;
  return { added, full: params.get("full") === "1" };
}

export function mergedNotice(added: number): string {
  return `Added ${added} ${added === 1 ? "listing" : "listings"} you saved in this browser to your favorites.`;
}
