import type { Route } from "./+types/home-value-area";
import { answerPointArea } from "~/features/home-valuation/index.server";

/**
 * /home-value/area.json?lat=…&lng=…: the area of a place picked on the
 * home-value map (`{ area, label }`), or why it is refused (`{ error }`, 400).
 * The answer follows the listings, which change, so it is not kept.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const answer = await answerPointArea(new URL(request.url).searchParams);
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
