import { useEffect } from "react";
import { useFetcher } from "react-router";
import { clearLocalFavourites, mergeBody, readLocalFavourites } from "../favourite-store";

/**
 * On the account page: the favourites saved in this browser before signing
 * in are posted to the page's own action (intent merge) once, and the
 * browser's list is cleared when the account has them. The page's data
 * reloads after the post, so the merged listings appear.
 */
export function useMergeLocalFavourites(): { merging: boolean; message: string | null } {
  const fetcher = useFetcher<{ success: boolean; message?: string; error?: string }>();
  useEffect(() => {
    const ids = readLocalFavourites();
    if (ids.length > 0) void fetcher.submit(mergeBody(ids), { method: "post" });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (fetcher.data?.success) clearLocalFavourites();
  }, [fetcher.data]);
  const message = fetcher.data ? (fetcher.data.success ? (fetcher.data.message ?? null) : (fetcher.data.error ?? null)) : null;
  return { merging: fetcher.state !== "idle", message };
}
