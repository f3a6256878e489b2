import { clearedSessionCookie, findAccount, getRequestSession, refreshedSessionCookie } from "~/features/accounts/index.server";
import { listFavouriteIds } from "~/features/favourites/index.server";
import type { Personal } from "~/features/shell";
import { throwMethodNotAllowed } from "~/shared/http/responses";
import type { Route } from "./+types/session-json";

/**
 * GET /session.json: the signed-in visitor's own parts of a page (who they
 * are, how many listings they saved, a form's details), for pages served
 * from the page cache. Never stored anywhere (private, no-store). Asking
 * extends the session as a page would; a session cookie that names no live
 * session is cleared, so the page stops asking.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const active = await getRequestSession(request);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!active) {
    headers.append("Set-Cookie", clearedSessionCookie());
    return Response.json({ signedIn: false } satisfies Personal, { headers });
  }
  const refreshed = refreshedSessionCookie(request, active);
  if (refreshed) headers.append("Set-Cookie", refreshed);
  const { user } = active;
  const buyer = user.role === "buyer";
  const [favourites, account] = buyer ? await Promise.all([listFavouriteIds(user.id), findAccount(user.id)]) : [null, null];
  const personal: Personal = {
    signedIn: true,
    role: user.role,
    email: user.email,
    hint: active.session.hint,
    savedCount: buyer ? (favourites?.success ? favourites.ids.length : 0) : null,
    details: buyer ? { name: user.name, email: user.email, phone: account?.phone ?? null } : null,
  };
  return Response.json(personal, { headers });
}

export function action(): never {
  throwMethodNotAllowed();
}
