import { requireApiUser } from "~/features/accounts/index.server";
import { handleFavouritesPost, listFavouriteIds } from "~/features/favourites/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { failureStatus } from "~/shared/http/failure-status";
import type { Route } from "./+types/favourites";

/**
 * /favourites, for signed-in buyers only (JSON; 401 signed out, 403 for any
 * other role): GET answers the ids of the listings the buyer keeps; POST
 * saves, removes or merges (features/favourites/favourites-endpoint.server.ts).
 * Cross-origin posts are refused before this (server/origin-check.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request, "use:buyer-account");
  const result = await listFavouriteIds(user.id);
  if (!result.success) return Response.json({ success: false, error: result.error }, { status: failureStatus(result) });
  return Response.json({ success: true, ids: result.ids });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiUser(request, "use:buyer-account");
  if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405 });
  const reply = await handleFavouritesPost(await readFormData(request), user.id);
  return Response.json(reply.body, { status: reply.status });
}
