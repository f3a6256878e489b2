/** What other parts of the app may use of favourites (safe in the browser); everything else is internal to it. */
export { countLocalFavourites } from "./favourite-store";
export { accountAfterMergePath, FAVOURITE_MESSAGES, mergedNotice, readMergedParams } from "./favourite-rules";
