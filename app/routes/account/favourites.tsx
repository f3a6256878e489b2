import { redirect, useActionData } from "react-router";
import { requireBuyer } from "~/features/accounts/index.server";
import { handleFavouritesPost, listFavourites } from "~/features/favourites/index.server";
import { FavouritesList } from "~/features/favourites/components";
import { FAVOURITE_MESSAGES, mergedNotice, readMergedParams } from "~/features/favourites";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";
import { openAsDocument, type PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReply } from "~/shared/http/reply";
import { EmptyState } from "~/shared/ui/empty-state";
import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/favourites";

/**
 * /account (index): the buyer's favourites with what changed since each was
 * saved, as HTML with no React: a remove button is a form, and the
 * favourites island merges the list this browser kept before signing in,
 * then reloads the page with `?merged=N` (and `&full=1` when some did not
 * fit) for it to say so. The action removes one (the same rules as /favourites).
 */
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref] };
export const clientLoader = openAsDocument;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const result = await listFavourites(user.id);
  if (!result.success) throwFailure(result);
  return { entries: result.data, merged: readMergedParams(new URL(request.url).searchParams) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireBuyer(request);
  const reply = await handleFavouritesPost(await readFormData(request), user.id);
  // Done: back to the list by GET, so that reloading it does not post again.
  if (reply.body.success) throw redirect("/account", 303);
  return sendReply(reply);
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { entries, merged } = loaderData;
  const alert = reply && !reply.success ? reply.error : merged?.full ? FAVOURITE_MESSAGES.full : null;
  return (
    <section className="container section account-section" aria-labelledby="favourites-heading" data-account-favourites>
      <h2 id="favourites-heading" className="visually-hidden">
        Favorites
      </h2>
      {alert ? (
        <p className="form__alert" role="alert">
          {alert}
        </p>
      ) : null}
      {merged && merged.added > 0 ? <p role="status">{mergedNotice(merged.added)}</p> : null}
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
