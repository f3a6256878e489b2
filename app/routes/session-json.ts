import { personalFor } from "~/features/shell/index.server";
import { throwMethodNotAllowed } from "~/shared/http/responses";
import type { Route } from "./+types/session-json";

/**
 * GET /session.json: the signed-in visitor's own parts of a page, for pages
 * served from the page cache. Never stored anywhere (private, no-store).
 * The production server answers it before React Router
 * (server/personal-json.ts); this route is the same answer wherever the app
 * runs without that server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { personal, setCookie } = await personalFor(request.headers.get("cookie"));
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return Response.json(personal, { headers });
}

export function action(): never {
  throwMethodNotAllowed();
}
