import { failureStatus } from "~/shared/http/failure-status";
import type { Reply } from "~/shared/http/reply";
import { isSafeText } from "~/shared/forms/text";
import { FAVOURITE_MESSAGES } from "./favourite-rules";
import { mergeFavourites, removeFavourite, saveFavourite } from "./favourites.server";

export type FavouritesBody = { success: true; ids: string[]; added?: number; overLimit?: number; message?: string } | { success: false; error: string };

/**
 * POST /favourites for a signed-in buyer: `intent` save or remove with one
 * `listingId`, or merge with any number of `listingId` fields (the list the
 * browser kept before signing in). Answers the account's favourite ids.
 */
export async function handleFavouritesPost(formData: FormData, userId: string): Promise<Reply<FavouritesBody>> {
  const intent = formData.get("intent");
  const values = formData.getAll("listingId");
  if (!values.every((value): value is string => typeof value === "string" && isSafeText(value))) {
    return { status: 400, body: { success: false, error: FAVOURITE_MESSAGES.badListing } };
  }
  if (intent === "merge") {
    const result = await mergeFavourites(userId, values);
    if (!result.success) return { status: failureStatus(result), body: { success: false, error: result.error } };
    const message = result.overLimit > 0 ? FAVOURITE_MESSAGES.full : undefined;
    return { status: 200, body: { success: true, ids: result.ids, added: result.added, overLimit: result.overLimit, ...(message ? { message } : {}) } };
  }
  if (intent !== "save" && intent !== "remove") return { status: 400, body: { success: false, error: FAVOURITE_MESSAGES.badIntent } };
  const [listingId] = values;
  if (values.length !== 1 || !listingId) return { status: 400, body: { success: false, error: FAVOURITE_MESSAGES.badListing } };
  const result = intent === "save" ? await saveFavourite(userId, listingId) : await removeFavourite(userId, listingId);
  if (!result.success) return { status: failureStatus(result), body: { success: false, error: result.error } };
  return { status: 200, body: { success: true, ids: result.ids } };
}
