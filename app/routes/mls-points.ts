import type { Route } from "./+types/mls-points";
import { searchPoints } from "~/features/listing-search/index.server";
import { parseSearchQuery, SEARCH_FILTER_PARAMS, withImpliedStatus } from "~/features/listing-search";
import { failureStatus } from "~/shared/http/failure-status";
import { failureMessage } from "~/shared/http/reply";
import { publicPageReading } from "~/shared/http/public-page";

/** Shared like a public page, and kept by the page cache under the filters alone. */
const publicHeaders = publicPageReading(SEARCH_FILTER_PARAMS)({ errorHeaders: undefined });

/**
 * /mls/points.json: every located listing of the search in the address, as
 * map pins (`{ points: [[id, lat, lng, price, title, path], …], complete }`).
 * Bad filters are ignored as /mls ignores them, so any address answers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = withImpliedStatus(parseSearchQuery(new URL(request.url).searchParams).query);
  const result = await searchPoints(query);
  if (result.success) return Response.json(result.data, { headers: publicHeaders });
  return Response.json({ error: failureMessage(result, "The map could not be loaded") }, { status: failureStatus(result), headers: { "Cache-Control": "no-store" } });
}
