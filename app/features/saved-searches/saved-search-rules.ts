/** What the saved-search forms and pages say, and their limits (browser-safe: no server code). */

/** How often a search e-mails its owner; the table's check constraint holds the same list. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A buyer keeps at most this many saved searches: enough for every area and price band they follow. */
export const MAX_SAVED_SEARCHES = 25;
export const SEARCH_NAME_MAX = 80;
/** The longest query string a saved search keeps (every /mls filter at its longest fits well within it). */
export const SEARCH_QUERY_MAX = 1_000;

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instant e-mail",
  daily: "Daily digest",
  weekly: "Weekly digest",
  off: "No e-mails",
};

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

export const SAVED_SEARCH_MESSAGES = {
  noFilter: "Choose at least one filter before saving this search",
  signUpToSave: "Sign up to save this search and get e-mail alerts when new homes match.",
  signInToSave: "Sign in to save this search and get e-mail alerts when new homes match.",
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one before saving another.`,
  frequency: "Choose how often to e-mail you",
  name: `Give the search a name of at most ${SEARCH_NAME_MAX} characters`,
  query: "This search could not be read. Please save it again from the search page.",
  notFound: "That saved search no longer exists",
  saved: "Search saved.",
  deleted: "Search deleted.",
  updated: "Alert frequency changed.",
  limited: (wait: string) => `You have changed your saved searches many times in a short while. Please try again in ${wait}.`,
  badToken: "This unsubscribe link is not valid. Please use the link from your latest alert, or manage your alerts at /account/searches.",
  unavailable: "Your saved searches cannot be changed just now. Please try again in a moment.",
} as const;

/** The account page's address that a visitor comes back to, after signing up or in, with a search to save. */
export const PENDING_SAVE_RETURN = "/account/searches?save=pending";

/** Whether a sign-up or sign-in page leads back to save a search (it then says so). */
export function returnsToSaveSearch(redirectTo: string | null | undefined): boolean {
  return typeof redirectTo === "string" && redirectTo.startsWith(PENDING_SAVE_RETURN);
}

/** Where a saved search's results are: /mls with its query, on the map when the search keeps to an area of it. */
export function savedSearchResultsPath(query: string): string {
  if (!query) return "/mls";
  const params = new URLSearchParams(query);
  return params.has("bounds") || params.has("polygon") ? `/mls?${query}&view=map` : `/mls?${query}`;
}
