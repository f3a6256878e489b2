import { data } from "react-router";
import type { Route } from "./+types/villa";

/**
 * A villa page (spec: /villa/{slug} and /villa-rentals/{slug}). Villas arrive with the
 * listings capability; until then no slug matches and the visitor gets a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  throw data({ slug: params.slug }, { status: 404 });
}

export default function Page() {
  return null;
}
