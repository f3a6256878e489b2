import { useActionData } from "react-router";
import { requireBuyer } from "~/features/accounts/index.server";
import { handleFavouritesPost, listFavourites } from "~/features/favourites/index.server";
import { FavouritesList } from "~/features/favourites/components";
import { useMergeLocalFavourites } from "~/features/favourites";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";
import { EmptyState } from "~/shared/ui/empty-state";
import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/favourites";

/**
 * /account (index): the buyer's favourites with what changed since each was
 * saved. Its action removes one, or merges the list this browser kept
 * before signing in (the same rules as /favourites).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const result = await listFavourites(user.id);
  if (!result.success) throwFailure(result);
  return { entries: result.data };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireBuyer(request);
  const reply = await handleFavouritesPost(await readFormData(request), user.id);
  return sendReply(reply);
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const merge = useMergeLocalFavourites();
  const { entries } = loaderData;
  const notice = reply && !reply.success ? reply.error : merge.message;
  return (
    <section className="container section account-section" aria-labelledby="favourites-heading">
      <h2 id="favourites-heading" className="visually-hidden">
        Favorites
      </h2>
      {notice ? (
        <p className="form__alert" role="alert">
          {notice}
        </p>
      ) : null}
      {merge.merging ? <p role="status">Adding the listings you saved in this browser…</p> : null}
      {entries.length === 0 ? (
        <EmptyState title="No favorites yet">
          <p>
            Press the heart on any listing to keep it here; we will show you when its price or status changes.{" "}
            <Link to="/mls" reloadDocument>
              Search listings
            </Link>
          </p>
        </EmptyState>
      ) : (
        <FavouritesList entries={entries} />
      )}
    </section>
  );
}
